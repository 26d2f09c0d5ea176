import { Command } from '@nestjs/cqrs';
import { EventDetails } from '../../domain/event.aggregate';

/** What one imported event says about itself (seeding and bulk imports build these). */
export type { EventDetails };

export interface ImportedEvent {
  details: EventDetails;
  /** A caller-chosen id (discovery derives one per found event, so an interrupted import is recognised). */
  id?: string;
  publish?: boolean;
  featured?: boolean;
  expire?: boolean;
}

/** Creates many events in one transaction (seeding, bulk imports); all or nothing. */
export class ImportEventsCommand extends Command<{ ids: string[] }> {
  constructor(readonly events: ImportedEvent[]) {
    super();
  }
}
