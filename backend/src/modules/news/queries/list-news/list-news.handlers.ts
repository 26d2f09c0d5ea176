import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CatalogueReadModel } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { NewsDocument } from '../../../categories/infrastructure/catalogue.projection';
import { GetNewsItemQuery, ListNewsQuery, NewsView } from './list-news.queries';

const toView = (n: NewsDocument): NewsView => ({
  id: n.id,
  title: n.title,
  summary: n.summary,
  content: n.content,
  category: n.category,
  date: n.publishedAt,
  imageUrl: n.imageUrl,
  tags: n.tags,
  source: n.source,
  externalUrl: n.externalUrl,
  festivalId: n.festivalId,
});

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
      .map(toView);
  }
}

@QueryHandler(GetNewsItemQuery)
export class GetNewsItemHandler implements IQueryHandler<GetNewsItemQuery> {
  constructor(private readonly catalogue: CatalogueReadModel) {}

  async execute({ id }: GetNewsItemQuery) {
    const item = await this.catalogue.get<NewsDocument>('news', id);
    if (!item) throw new DomainError('NEWS.NOT_FOUND', 'not-found', `We couldn't find a news item with id ${id}.`);
    return toView(item);
  }
}
