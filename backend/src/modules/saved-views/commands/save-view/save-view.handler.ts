import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentAdminId } from '../../application/current-admin';
import { SavedViewStore } from '../../application/ports/saved-view.store.port';
import { MAX_VIEWS_PER_AREA, SavedView } from '../../contracts/saved-view';
import { savedViewErrors } from '../../domain/saved-view.errors';
import { SaveViewCommand } from './save-view.command';

@CommandHandler(SaveViewCommand)
export class SaveViewHandler implements ICommandHandler<SaveViewCommand> {
  constructor(private readonly views: SavedViewStore) {}

  async execute({ view }: SaveViewCommand): Promise<SavedView> {
    const saved = await this.views.save(currentAdminId(), view, MAX_VIEWS_PER_AREA);
    if (!saved) throw savedViewErrors.tooMany();
    return saved;
  }
}
