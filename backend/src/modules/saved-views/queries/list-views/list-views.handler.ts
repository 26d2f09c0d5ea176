import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { currentAdminId } from '../../application/current-admin';
import { SavedViewStore } from '../../application/ports/saved-view.store.port';
import type { SavedView } from '../../contracts/saved-view';
import { ListViewsQuery } from './list-views.query';

@QueryHandler(ListViewsQuery)
export class ListViewsHandler implements IQueryHandler<ListViewsQuery> {
  constructor(private readonly views: SavedViewStore) {}

  async execute({ area }: ListViewsQuery): Promise<{ items: SavedView[] }> {
    return { items: await this.views.list(currentAdminId(), area) };
  }
}
