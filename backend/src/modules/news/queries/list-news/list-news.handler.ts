import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CatalogueReadModel } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { toNewsView } from '../../application/news-view';
import { NewsDocument } from '../../application/ports/news-document';
import { ListNewsQuery } from './list-news.query';

@QueryHandler(ListNewsQuery)
export class ListNewsHandler implements IQueryHandler<ListNewsQuery> {
  constructor(private readonly catalogue: CatalogueReadModel) {}

  async execute({ filter }: ListNewsQuery) {
    const all = await this.catalogue.list<NewsDocument>('news');
    return all
      .filter((n) => !filter.category || n.category === filter.category)
      .filter((n) => !filter.festivalId || n.festivalId === filter.festivalId)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, filter.limit)
      .map(toNewsView);
  }
}
