import {
  AdminEventPage,
  AdminEventQuery,
  EventDocument,
  EventFacetField,
  EventSearchQuery,
  EventSearchResult,
  FacetCounts,
  QualitySummary,
} from './event-document';

/** A batch of writes applied by a projector. */
export interface EventIndexWriter {
  upsert(docs: EventDocument[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  get(id: string): Promise<EventDocument | null>;
  /** The documents of these ids that exist, in one round trip (a projector reads a whole batch's streams at once). */
  getMany(ids: string[]): Promise<EventDocument[]>;
}

/** A fresh index being filled by a rebuild; commit() swaps it in atomically, abort() drops it. */
export interface EventIndexRebuild extends EventIndexWriter {
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Port for the event search read model. Abstract class so it doubles as the DI token.
 * Adapters: embedded (@orama/orama) and Elasticsearch. Both pass the same contract suite
 * (testing/event-read-model.contract.ts).
 */
export abstract class EventReadModel implements EventIndexWriter {
  abstract init(): Promise<void>;
  abstract close(): Promise<void>;
  abstract upsert(docs: EventDocument[]): Promise<void>;
  abstract remove(ids: string[]): Promise<void>;
  abstract get(id: string): Promise<EventDocument | null>;
  abstract getMany(ids: string[]): Promise<EventDocument[]>;
  /** Hits may leave out each document's `embedding` (the embedded index keeps vectors apart); `get` and `getMany` carry it. */
  abstract search(query: EventSearchQuery): Promise<EventSearchResult>;
  abstract count(query: EventSearchQuery): Promise<number>;
  /**
   * The id of every event the query's filters match (its text, vector and window are ignored), in date order: for
   * lists that name every event, such as the sitemap, without reading a document or paging a result window.
   */
  abstract idsInDateOrder(query: EventSearchQuery): Promise<string[]>;
  /** Counts of matching documents per value of each field ('year' = every year an event spans). */
  abstract facets(query: EventSearchQuery, fields: EventFacetField[]): Promise<FacetCounts>;
  /** The admin list: every status, filters by data-quality problem, each hit with its problems. */
  abstract listForAdmin(query: AdminEventQuery): Promise<AdminEventPage>;
  /** Every problem of each of these documents (ids not in the index are left out). */
  abstract problemsOf(ids: string[], today: number): Promise<Record<string, string[]>>;
  /** Counts for the dashboard: per status, checked, invalid and per problem. */
  abstract qualitySummary(today: number): Promise<QualitySummary>;
  abstract beginRebuild(): Promise<EventIndexRebuild>;
  /**
   * Identity of the physical index behind the port. Projector checkpoints are stored against it:
   * an in-memory index gets a new generation on every start (so projectors replay from 0), an
   * Elasticsearch index keeps its generation until a rebuild swaps the alias.
   */
  abstract readonly generation: string;
  /** Changes whenever the visible data may have changed; a cheap cache key for derived answers. */
  abstract readonly revision: number;
}
