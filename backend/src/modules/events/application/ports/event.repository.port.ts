import { Transaction } from '../../../../platform/event-log/transaction';
import { FestivalEvent } from '../../domain/event.aggregate';

/** Loads and saves events inside the command's transaction; save also appends the recorded events. */
export abstract class EventRepository {
  abstract load(tx: Transaction, id: string): Promise<FestivalEvent>;
  abstract save(tx: Transaction, event: FestivalEvent): Promise<void>;
  /**
   * Featured events that end on or after `fromDate` (YYYY-MM-DD): the home page's set. Holds a transaction lock so
   * two admins featuring at once are counted one after the other.
   */
  abstract countFeaturedUpcoming(tx: Transaction, fromDate: string): Promise<number>;
  /**
   * Bulk import: stores new events (never loaded) with their recorded events in a few statements. An event whose
   * id is already stored is left as it is, its events not appended; returns the ids actually created. The events
   * are appended once `appendAfter` (the import's previous chunk) has settled.
   */
  abstract saveNew(tx: Transaction, events: readonly FestivalEvent[], appendAfter?: Promise<unknown>): Promise<Set<string>>;
  /** Ids of the published events whose last day is before `date` (YYYY-MM-DD): those the expiry job ends. */
  abstract publishedEndedBefore(date: string): Promise<string[]>;
}
