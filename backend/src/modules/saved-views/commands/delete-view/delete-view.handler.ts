import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentAdminId } from '../../application/current-admin';
import { SavedViewStore } from '../../application/ports/saved-view.store.port';
import { savedViewErrors } from '../../domain/saved-view.errors';
import { DeleteViewCommand } from './delete-view.command';

@CommandHandler(DeleteViewCommand)
export class DeleteViewHandler implements ICommandHandler<DeleteViewCommand> {
  constructor(private readonly views: SavedViewStore) {}

  async execute({ id }: DeleteViewCommand): Promise<{ id: string; deleted: true }> {
    if (!(await this.views.remove(currentAdminId(), id))) throw savedViewErrors.notFound();
    return { id, deleted: true };
  }
}
