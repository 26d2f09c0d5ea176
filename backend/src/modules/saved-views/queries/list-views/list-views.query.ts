import { Query } from '@nestjs/cqrs';
import type { SavedView, SavedViewArea } from '../../contracts/saved-view';

/** The signed-in admin's saved views of one list, by name. */
export class ListViewsQuery extends Query<{ items: SavedView[] }> {
  constructor(readonly area: SavedViewArea) {
    super();
  }
}
