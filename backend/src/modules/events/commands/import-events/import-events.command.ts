import { Command } from '@nestjs/cqrs';
import { EventDetails } from '../../domain/event.aggregate';

/** What one imported event says about itself (seeding and bulk imports build these). */
export type { EventDetails };

export interface ImportedEvent {
  details: EventDetails;
  /**
   * A caller-chosen id: discovery derives one per found event and file imports one per natural key, so an import
   * run again (or interrupted after commit) is recognised: an id already stored is skipped, never duplicated.
   */
  id?: string;
  publish?: boolean;
  featured?: boolean;
  expire?: boolean;
}

/** A record the domain refused: its 0-based position in the command's list and the reason. */
export interface RejectedImport {
  index: number;
  field?: string;
  message: string;
}

export interface ImportEventsResult {
  /** Per record, in order: the id of the event created or already stored, or null for a rejected record. */
  ids: Array<string | null>;
  created: number;
  /** Positions of records whose id was already stored (or repeated earlier in the list): left as they were. */
  alreadyImported: number[];
  rejected: RejectedImport[];
}

export interface ImportEventsOptions {
  /**
   * `reject` (default): one invalid record refuses the whole list (seeding, discovery batches).
   * `report`: invalid records are left out and reported with their position; the valid ones are imported.
   */
  onInvalid?: 'reject' | 'report';
  /**
   * The same import's previous chunk: this chunk's events are appended to the event log only once it has settled,
   * so the log keeps the file's order while this chunk's aggregates and rows are made meanwhile. If it failed, this
   * chunk fails too and stores nothing.
   */
  appendAfter?: Promise<unknown>;
}

/**
 * Creates many events in one transaction (seeding, bulk imports), each through the same aggregate factory and
 * invariants as a single create, stored with multi-row statements: one event-log row per domain event.
 */
export class ImportEventsCommand extends Command<ImportEventsResult> {
  constructor(
    readonly events: ImportedEvent[],
    readonly options: ImportEventsOptions = {},
  ) {
    super();
  }
}
