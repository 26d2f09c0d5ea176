import { EventDocument, EventSearchQuery, EventSearchResult } from './event-document';

/** A few documents held in memory and searched with the read model's own semantics. */
export interface DocumentSearch {
  search(query: EventSearchQuery): Promise<EventSearchResult>;
}

/**
 * The documents of changed events, for matching stored searches where events are projected (search alerts).
 * Abstract class so it doubles as the DI token.
 */
export abstract class ChangedEventDocuments {
  /** Each event's search document as of event-log position `upToSequence` (built from its stream, as the projector does). */
  abstract load(eventIds: string[], upToSequence: number): Promise<EventDocument[]>;
  /** An embedded index of just these documents: a search on it answers what the read model would, for them. */
  abstract index(docs: EventDocument[]): Promise<DocumentSearch>;
}
