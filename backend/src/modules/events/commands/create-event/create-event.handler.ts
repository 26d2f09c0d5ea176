import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EventRepository } from '../../application/ports/event.repository.port';
import { KnownCategories } from '../../application/ports/known-categories.port';
import { FestivalEvent } from '../../domain/event.aggregate';
import { invalidEvent } from '../../domain/event.errors';
import { CreateEventCommand } from './create-event.command';

@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
    private readonly categories: KnownCategories,
  ) {}

  execute({ details, options }: CreateEventCommand) {
    return this.uow.run(async (tx) => {
      if (!(await this.categories.exists(tx, details.category))) {
        throw invalidEvent(`Unknown category "${details.category}".`, 'category');
      }
      const event = FestivalEvent.create(options.id ?? randomUUID(), details, options);
      await this.events.save(tx, event);
      return { id: event.id, version: event.version };
    });
  }
}
