import { EntityManager } from 'typeorm';
import { FestivalEvent } from '../../domain/event.aggregate';

/** Loads and saves events inside the command's transaction; save also appends the recorded events. */
export abstract class EventRepository {
  abstract load(manager: EntityManager, id: string): Promise<FestivalEvent>;
  abstract save(manager: EntityManager, event: FestivalEvent): Promise<void>;
}
