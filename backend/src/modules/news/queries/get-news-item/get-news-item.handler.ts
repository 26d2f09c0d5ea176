import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CatalogueReadModel } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { toNewsView } from '../../application/news-view';
import { NewsDocument } from '../../application/ports/news-document';
import { GetNewsItemQuery } from './get-news-item.query';

@QueryHandler(GetNewsItemQuery)
export class GetNewsItemHandler implements IQueryHandler<GetNewsItemQuery> {
  constructor(private readonly catalogue: CatalogueReadModel) {}

  async execute({ id }: GetNewsItemQuery) {
    const item = await this.catalogue.get<NewsDocument>('news', id);
    if (!item) throw new DomainError('NEWS.NOT_FOUND', 'not-found', `We couldn't find a news item with id ${id}.`);
    return toNewsView(item);
  }
}
