import { Accessibility } from '../../contracts/accessibility.schema';

export interface EventVenueAccess {
  venueId: string;
  accessibility: Accessibility;
}

/**
 * Which venue an event is at and what that venue states about access, as the write model holds them now. The search
 * projection reads it so that an event's effective facts (its own over its venue's) are in the index, and a venue's
 * change reaches the documents of its events.
 */
export abstract class VenueAccessLookup {
  /** Events of these ids that have a venue, with the venue's facts. */
  abstract forEvents(eventIds: string[]): Promise<Map<string, EventVenueAccess>>;
  /** Ids of the events at this venue. */
  abstract eventsAt(venueId: string): Promise<string[]>;
}
