import { Comparable } from '../../domain/duplicates';
import { NormalisedEvent } from '../../domain/found-event';

/** The catalogue as discovery sees it (read through the events module's queries). */
export abstract class Catalogue {
  /** An event already in the catalogue (any status) that is the same as this one, or null. */
  abstract findDuplicate(event: Comparable): Promise<{ id: string; title: string } | null>;
  /** Whether an event with this id exists (a deterministic id from an earlier, interrupted import). */
  abstract exists(id: string): Promise<boolean>;
}

export interface ImportItem {
  id: string;
  event: NormalisedEvent;
  publish: boolean;
}

/** Imports found events through the events module's import command (drafts or published). */
export abstract class EventImporter {
  abstract import(items: ImportItem[]): Promise<void>;
}
