import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EventRepository } from '../../application/ports/event.repository.port';
import { KnownCategories } from '../../application/ports/known-categories.port';
import { invalidEvent } from '../../domain/event.errors';
import { UpdateEventCommand } from './update-event.command';

@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
    private readonly categories: KnownCategories,
  ) {}

  execute({ id, changes, expectedVersion, options }: UpdateEventCommand) {
    return this.uow.run(async (tx) => {
      if (changes.category && !(await this.categories.exists(tx, changes.category))) {
        throw invalidEvent(`Unknown category "${changes.category}".`, 'category');
      }
      const event = await this.events.load(tx, id);
      event.expectVersion(expectedVersion);
      event.update(changes, options);
      await this.events.save(tx, event);
      return { id, version: event.version };
    });
  }
}
