import { Comparable } from '../../domain/duplicates';
import { NormalisedEvent } from '../../domain/found-event';

/** The catalogue as discovery sees it (read through the events module's queries). */
export abstract class Catalogue {
  /**
   * An event already in the catalogue (any status) that is the same as this one, or null. An entry whose dates are an
   * estimate (datesConfirmed false) also matches a found event stated some weeks away from it (see isEstimateOf).
   */
  abstract findDuplicate(event: Comparable): Promise<CatalogueMatch | null>;
  /** Whether an event with this id exists (a deterministic id from an earlier, interrupted import). */
  abstract exists(id: string): Promise<boolean>;
}

export interface CatalogueMatch {
  id: string;
  title: string;
  datesConfirmed: boolean;
}

export interface ImportItem {
  id: string;
  event: NormalisedEvent;
  publish: boolean;
}

/** Imports found events through the events module's import command (drafts or published). */
export abstract class EventImporter {
  abstract import(items: ImportItem[]): Promise<void>;
  /** Confirms a catalogue event's estimated dates with the ones a source states (the events module's update command). */
  abstract confirmDates(id: string, dates: { startDate: string; endDate: string }): Promise<void>;
}
