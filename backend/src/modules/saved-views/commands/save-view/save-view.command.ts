import { Command } from '@nestjs/cqrs';
import type { SavedView, SaveViewRequest } from '../../contracts/saved-view';

/** Saves the signed-in admin's filters of a list under a name (the same name replaces them). */
export class SaveViewCommand extends Command<SavedView> {
  constructor(readonly view: SaveViewRequest) {
    super();
  }
}
