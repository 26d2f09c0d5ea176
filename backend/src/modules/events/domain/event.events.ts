/**
 * Event-stream domain events (payload schema version 1):
 * - EventCreated: every EventProps field (full snapshot).
 * - EventUpdated: only the changed EventDetails fields (plus minPricePence/isFree when the price changed).
 * - EventPublished, EventFeatured, EventUnfeatured, EventExpired: empty payload.
 * - EventRemoved: { reason: string | null }.
 */
export const EventTypes = {
  Created: 'EventCreated',
  Updated: 'EventUpdated',
  Published: 'EventPublished',
  Featured: 'EventFeatured',
  Unfeatured: 'EventUnfeatured',
  Expired: 'EventExpired',
  Removed: 'EventRemoved',
} as const;
