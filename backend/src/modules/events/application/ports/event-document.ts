/**
 * The shape of one event in the search read model. Projectors build it from domain events;
 * every public query reads it. Dates are UK calendar days (YYYY-MM-DD); *Day fields are the
 * same days as integers (days since 1970-01-01) so range filters are cheap in every engine.
 */
import { Accessibility, AccessToken } from '../../contracts/accessibility.schema';

export interface GeoPoint {
  lat: number;
  lon: number;
}

export type EventStatus = 'draft' | 'published' | 'expired' | 'removed';

export interface EventDocument {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  category: string;
  tags: string[];
  startDate: string;
  endDate: string;
  startDay: number;
  endDay: number;
  venue: string;
  city: string;
  region: string;
  location: GeoPoint | null;
  priceText: string | null;
  minPricePence: number | null;
  isFree: boolean;
  /** False: the dates are an estimate (expected, to be confirmed). Absent in older documents: confirmed. */
  datesConfirmed?: boolean;
  ticketUrl: string | null;
  featured: boolean;
  status: EventStatus;
  familyFriendly: boolean;
  outdoor: boolean;
  camping: boolean;
  source: string;
  /** The venue record the event is at (absent in older documents: none). */
  venueId?: string | null;
  /** The event's own accessibility facts (absent: none stated). */
  accessibility?: Accessibility;
  /** Its venue's facts when the document was built (absent: no venue or none stated). */
  venueAccessibility?: Accessibility | null;
  /** Filter tokens of the effective facts (event over venue) stated 'yes': what the `access` filter matches. */
  access?: AccessToken[];
  /**
   * Vector of meaning for hybrid ranking (unit length; set by the projection when embeddings are on). The embedded
   * index keeps it as a Float32Array shared with its vector column (half the memory of a number array, and a snapshot
   * writes its bytes); the projection hands in numbers.
   */
  embedding?: number[] | Float32Array;
  /** The provider and model of `embedding` ("local:wink-sg-100d-sif.235", "openai:text-embedding-3-small"). */
  embeddingModel?: string;
  /**
   * Data-quality problems found in this document alone (codes of the events module's rules), set by
   * the projection. Problems that need other documents or today's date are added by the read model.
   */
  problems?: string[];
  /** Stream version of the aggregate this document reflects; projectors skip older versions. */
  version: number;
  updatedAt: string;
}

export type EventFacetField = 'category' | 'region' | 'year';

export interface EventSearchQuery {
  /** Free text, BM25 over title, description, tags, city, venue. */
  text?: string;
  /** Allowed edit distance per word for the text part (0 = exact). */
  typoTolerance?: number;
  categories?: string[];
  regions?: string[];
  /** None of these ("folk but not in Scotland"): applied with or after `categories` / `regions`. */
  excludeCategories?: string[];
  excludeRegions?: string[];
  cities?: string[];
  near?: GeoPoint & { radiusKm: number };
  /** Overlap filter on UK days: event.endDay >= fromDay && event.startDay <= toDay. */
  fromDay?: number;
  toDay?: number;
  /**
   * Leaves out events whose dates are an estimate (datesConfirmed false). Exact-date filters (a week, a weekend, a
   * day) set it: an estimate is only good to its month, so it still matches month, season and year filters.
   */
  confirmedDatesOnly?: boolean;
  maxPricePence?: number;
  free?: boolean;
  featured?: boolean;
  familyFriendly?: boolean;
  outdoor?: boolean;
  camping?: boolean;
  /** Every tag must be present. */
  tags?: string[];
  /** Every one of these accessibility facts must be stated 'yes' (the event's own, else its venue's). */
  access?: AccessToken[];
  /** Default: ['published']. */
  statuses?: EventStatus[];
  excludeIds?: string[];
  /** `updated`: most recently changed first (feeds: newest changes first). */
  sort?: 'relevance' | 'date' | 'date-desc' | 'price' | 'title' | 'updated';
  /** Hybrid ranking vector (same dimension as stored embeddings). */
  vector?: number[];
  offset?: number;
  limit?: number;
}

export interface EventSearchHit {
  doc: EventDocument;
  score: number;
}

export interface EventSearchResult {
  hits: EventSearchHit[];
  total: number;
}

export type FacetCounts = Record<EventFacetField, Record<string, number>>;

/** The admin catalogue list: every status, quality filters, admin sorts. */
export interface AdminEventQuery {
  text?: string;
  /** Default: every status. */
  statuses?: EventStatus[];
  categories?: string[];
  regions?: string[];
  featured?: boolean;
  /** Any of these problem codes. */
  problems?: string[];
  /** 'invalid' = at least one problem; 'valid' = none. */
  quality?: 'valid' | 'invalid';
  /** Today as a UK day number (for "past but still published"). */
  today: number;
  /** Default: 'relevance' with text, else 'updated'. */
  sort?: 'updated' | 'date' | 'title' | 'relevance';
  /** Default: 'desc' for updated and relevance, 'asc' otherwise. */
  order?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
}

export interface AdminEventHit {
  doc: EventDocument;
  /** Every problem of the event (document, catalogue and calendar rules), in no particular order. */
  problems: string[];
}

export interface AdminEventPage {
  hits: AdminEventHit[];
  total: number;
}

/** Data-quality figures over the checked events (draft and published). */
export interface QualitySummary {
  checked: number;
  invalid: number;
  byProblem: Record<string, number>;
  byStatus: Record<EventStatus, number>;
}
