import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { eventViewSchema } from '../../contracts/event-view';

export const eventChangeSchema = z
  .object({
    id: z.string(),
    /** The event's stream version this entry shows: a partner can ignore an entry not newer than what it holds. */
    version: z.number().int().min(0),
    /** Log position of the event's last change in this page. */
    sequence: z.number().int().min(1),
    change: z.enum(['upsert', 'removed']),
    /** The public view (upsert); null for a tombstone (removed, or not public: a draft). */
    event: eventViewSchema.nullable(),
  })
  .strict();

export const eventChangesSchema = z
  .object({
    items: z.array(eventChangeSchema),
    /** Pass as `cursor` to get the changes after this page (the same cursor again when nothing has changed). */
    nextCursor: z.string(),
    /** More changes are already waiting after nextCursor. */
    hasMore: z.boolean(),
  })
  .strict();
export type EventChanges = z.infer<typeof eventChangesSchema>;

/**
 * The events changed after a log position (`after`), or since a time (`since`, for a first call), at most `limit`
 * events per page, each as its state at the page's end: a snapshot of the log at nextCursor.
 */
export class EventChangesQuery extends Query<EventChanges> {
  constructor(
    readonly from: { after: number } | { since: Date },
    readonly limit: number,
  ) {
    super();
  }
}
