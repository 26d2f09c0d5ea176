import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EventRepository } from '../../application/ports/event.repository.port';
import { KnownCategories } from '../../application/ports/known-categories.port';
import { FestivalEvent } from '../../domain/event.aggregate';
import { invalidEvent } from '../../domain/event.errors';
import { ImportEventsCommand } from './import-events.command';

@CommandHandler(ImportEventsCommand)
export class ImportEventsHandler implements ICommandHandler<ImportEventsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
    private readonly categories: KnownCategories,
  ) {}

  execute({ events }: ImportEventsCommand) {
    return this.uow.run(async (tx) => {
      const known = await this.categories.slugs(tx);
      const ids: string[] = [];
      for (const [i, item] of events.entries()) {
        if (!known.has(item.details.category)) throw invalidEvent(`Item ${i + 1}: unknown category "${item.details.category}".`, 'category');
        const event = FestivalEvent.create(item.id ?? randomUUID(), item.details, { publish: item.publish || item.expire, featured: item.featured });
        if (item.expire) event.expire();
        await this.events.save(tx, event);
        ids.push(event.id);
      }
      return { ids };
    });
  }
}
