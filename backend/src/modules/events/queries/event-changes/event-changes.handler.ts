import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ChangedEventDocuments } from '../../application/ports/changed-event-documents.port';
import { EventChangeLog, EventLogEntry } from '../../application/ports/event-change-log.port';
import { EventFinder } from '../../application/event-finder';
import { EventChanges, EventChangesQuery } from './event-changes.query';

/** Log entries read per page for each event asked: most events have a few entries (created, published, changed). */
const ENTRIES_PER_EVENT = 4;

/**
 * A page covers the log window (cursor, nextCursor] and gives every event changed in it once, as of nextCursor
 * (folded from the log like the search projection, so it is never behind or ahead of the window). Windows follow
 * each other without overlap, so a client applying pages in order holds the site's state as of its cursor:
 * no change missed, none counted twice.
 */
@QueryHandler(EventChangesQuery)
export class EventChangesHandler implements IQueryHandler<EventChangesQuery> {
  constructor(
    private readonly log: EventChangeLog,
    private readonly documents: ChangedEventDocuments,
    private readonly finder: EventFinder,
  ) {}

  async execute({ from, limit }: EventChangesQuery): Promise<EventChanges> {
    const after = 'after' in from ? from.after : await this.log.positionBefore(from.since);
    const asked = limit * ENTRIES_PER_EVENT;
    const entries = await this.log.after(after, asked);
    const { lastSequence, end, cut } = window(entries, limit, after);
    const ids = [...lastSequence.keys()];
    const docs = new Map((await this.documents.load(ids, end)).map((d) => [d.id, d]));
    const items = [];
    for (const [id, sequence] of lastSequence) {
      const doc = docs.get(id);
      const visible = doc && (doc.status === 'published' || doc.status === 'expired');
      items.push(
        visible
          ? { id, version: doc.version, sequence, change: 'upsert' as const, event: await this.finder.view(doc) }
          : { id, version: doc?.version ?? 0, sequence, change: 'removed' as const, event: null },
      );
    }
    return { items, nextCursor: String(end), hasMore: cut || entries.length === asked };
  }
}

/** The entries of at most `limit` events, from the start: each event's last sequence (in order) and the window's end. */
function window(entries: EventLogEntry[], limit: number, after: number) {
  const lastSequence = new Map<string, number>();
  let end = after;
  for (const entry of entries) {
    if (!lastSequence.has(entry.eventId) && lastSequence.size === limit) return { lastSequence, end, cut: true };
    lastSequence.delete(entry.eventId); // re-inserted: the map keeps events in order of their last change
    lastSequence.set(entry.eventId, entry.sequence);
    end = entry.sequence;
  }
  return { lastSequence, end, cut: false };
}
