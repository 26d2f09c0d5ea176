import { EventFacts } from '../../domain/event-facts';

export interface CategoryTerms {
  name: string;
  /** Content words of the category's name and description. */
  terms: string[];
}

/** Reads an event (any status) as the facts a text may state, through the events module's queries. */
export abstract class EventFactsReader {
  /** Throws the events module's not-found error for an unknown id. */
  abstract read(eventId: string): Promise<EventFacts>;
}

/** Other events' descriptions, for near-duplicate detection. */
export abstract class CatalogueTexts {
  abstract all(): Promise<Array<{ id: string; title: string; shingles: ReadonlySet<string> }>>;
}
