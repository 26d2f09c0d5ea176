import { Transaction } from '../../../../platform/event-log/transaction';
import { FestivalEvent } from '../../domain/event.aggregate';

/** Loads and saves events inside the command's transaction; save also appends the recorded events. */
export abstract class EventRepository {
  abstract load(tx: Transaction, id: string): Promise<FestivalEvent>;
  abstract save(tx: Transaction, event: FestivalEvent): Promise<void>;
}
