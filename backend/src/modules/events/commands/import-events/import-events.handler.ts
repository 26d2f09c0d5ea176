import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EventRepository } from '../../application/ports/event.repository.port';
import { KnownCategories } from '../../application/ports/known-categories.port';
import { FestivalEvent } from '../../domain/event.aggregate';
import { invalidEvent } from '../../domain/event.errors';
import { ImportEventsCommand, ImportEventsResult, ImportedEvent, RejectedImport } from './import-events.command';

@CommandHandler(ImportEventsCommand)
export class ImportEventsHandler implements ICommandHandler<ImportEventsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
    private readonly categories: KnownCategories,
  ) {}

  execute({ events, options }: ImportEventsCommand): Promise<ImportEventsResult> {
    const reportInvalid = options.onInvalid === 'report';
    return this.uow.run(async (tx) => {
      const known = await this.categories.slugs(tx);
      const ids: Array<string | null> = [];
      const rejected: RejectedImport[] = [];
      const fresh: FestivalEvent[] = [];
      const first = new Map<string, number>();
      const repeated: number[] = [];
      for (const [i, item] of events.entries()) {
        let event: FestivalEvent;
        try {
          event = build(item, known);
        } catch (error) {
          if (!reportInvalid || !(error instanceof DomainError)) throw withPosition(error, i);
          rejected.push({ index: i, message: error.message, field: fieldOf(error) });
          ids.push(null);
          continue;
        }
        ids.push(event.id);
        // The same id twice in one list (a file listing an event twice): the first one counts.
        if (first.has(event.id)) {
          repeated.push(i);
        } else {
          first.set(event.id, i);
          fresh.push(event);
        }
      }
      const created = await this.events.saveNew(tx, fresh, options.appendAfter);
      const alreadyImported = [...fresh.filter((e) => !created.has(e.id)).map((e) => first.get(e.id)!), ...repeated].sort((a, b) => a - b);
      return { ids, created: created.size, alreadyImported, rejected };
    });
  }
}

/** The same checks and events as a single create (CreateEventHandler): known category, then the aggregate's factory. */
function build(item: ImportedEvent, known: Set<string>): FestivalEvent {
  if (!known.has(item.details.category)) throw invalidEvent(`Unknown category "${item.details.category}".`, 'category');
  const event = FestivalEvent.create(item.id ?? randomUUID(), item.details, { publish: item.publish || item.expire, featured: item.featured });
  if (item.expire) event.expire();
  return event;
}

function fieldOf(error: DomainError): string | undefined {
  const fields = error.details?.fieldErrors as Record<string, string> | undefined;
  return fields ? Object.keys(fields)[0] : undefined;
}

/** All-or-nothing imports name the record that refused the list (1-based, as people count). */
function withPosition(error: unknown, index: number): unknown {
  if (!(error instanceof DomainError)) return error;
  return new DomainError(error.code, error.kind, `Item ${index + 1}: ${error.message}`, error.details);
}
