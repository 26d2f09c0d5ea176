import { Transaction } from '../../../../platform/event-log/transaction';
import { Venue } from '../../domain/venue.aggregate';

export abstract class VenueRepository {
  abstract exists(tx: Transaction, slug: string): Promise<boolean>;
  /** The venue, locked for this transaction; 404 when there is none. */
  abstract load(tx: Transaction, id: string): Promise<Venue>;
  abstract save(tx: Transaction, venue: Venue): Promise<void>;
  /** Sets these events' venue id where they have none (a data link, not an edit of the events). */
  abstract linkEvents(tx: Transaction, venueId: string, eventIds: string[]): Promise<void>;
}
