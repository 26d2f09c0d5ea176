import { Transaction } from '../../../../platform/event-log/transaction';
import { Venue } from '../../domain/venue.aggregate';

export abstract class VenueRepository {
  abstract exists(tx: Transaction, slug: string): Promise<boolean>;
  abstract save(tx: Transaction, venue: Venue): Promise<void>;
}
