/**
 * Event-stream domain events (payload schema version 1):
 * - EventCreated: every EventProps field (full snapshot).
 * - EventUpdated: only the changed EventDetails fields (plus minPricePence/isFree when the price changed).
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
