/**
 * Event-stream domain events (payload schema version 1):
 * - EventCreated: every EventProps field (full snapshot).
 * - EventUpdated: only the changed EventDetails fields (plus minPricePence/isFree when the price changed).
 *   `datesConfirmed` (false: estimated dates) is in EventCreated and in EventUpdated when it changed; events
 *   written before it existed lack it and mean confirmed.
 * - EventPublished, EventFeatured, EventUnfeatured, EventExpired: empty payload.
 * - EventRemoved: { reason: string | null }.
 * - EventRestored: { from: 'removed' | 'expired' } (the event is a draft again, not featured).
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
} as const;
