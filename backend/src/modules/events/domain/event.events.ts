/**
 * Event-stream domain events (payload schema version 1):
 * - EventCreated: every EventProps field (full snapshot).
 * - EventUpdated: only the changed EventDetails fields (plus minPricePence/isFree when the price changed).
 *   `datesConfirmed` (false: estimated dates) is in EventCreated and in EventUpdated when it changed; events
 *   written before it existed lack it and mean confirmed.
 * - EventPublished, EventFeatured, EventUnfeatured, EventExpired: empty payload.
 * - EventRemoved: { reason: string | null }.
 * - EventRestored: { from: 'removed' | 'expired' } (the event is a draft again, not featured).
 * - EventPublishScheduled: { publishAt: ISO 8601 UTC } (a draft to be published then by the scheduled-publish job).
 * - EventPublishScheduleCleared: empty payload (the schedule was cancelled). EventPublished, EventExpired and
 *   EventRemoved also end any schedule.
 */
export const EventTypes = {
  Created: 'EventCreated',
  Updated: 'EventUpdated',
  Published: 'EventPublished',
  Featured: 'EventFeatured',
  Unfeatured: 'EventUnfeatured',
  Expired: 'EventExpired',
  Removed: 'EventRemoved',
  Restored: 'EventRestored',
  PublishScheduled: 'EventPublishScheduled',
  PublishScheduleCleared: 'EventPublishScheduleCleared',
} as const;
