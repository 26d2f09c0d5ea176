import { EventView } from '../../events/contracts/event-view';
import { IntentSource } from './search-intent-provider.port';
import { Relaxed } from './search-plan';

/** The intent as the API shows it (docs/api-contract.md). */
export interface IntentSummary {
  categories: string[];
  /** Places and regions, by name ("Bristol", "North West"). */
  locations: string[];
  timeframes: string[];
  mood: string[];
  price: { free: boolean; maxPounds: number | null } | null;
  keywords: string[];
  audience: string[];
  topics: string[];
  /** Accessibility facts every result states 'yes' (filter tokens). */
  access: string[];
}

export interface SmartSearchResult {
  events: EventView[];
  total: number;
  /** Milliseconds spent answering, measured. */
  searchTime: number;
  semantic: true;
  intent: IntentSummary;
  /** Who read the query: 'openai', or 'local' (also when OpenAI failed and we fell back). */
  provider: IntentSource;
  /**
   * Constraints dropped because no event met them all ("date", "price"...); empty when every
   * result meets the whole query. See search-plan.ts.
   */
  relaxed: Relaxed[];
  /** Says plainly what was relaxed ("No free family events this weekend — showing family events on other dates"); null when nothing was. */
  notice: string | null;
}

export interface SmartSearchParams {
  q: string;
  /** Only events of this category (a filter beside the query: never relaxed, whatever the query says). */
  category?: string;
  page: number;
  limit: number;
  /** False keeps the search local even when OpenAI is configured (mobile "useAI: false"). */
  useAI?: boolean;
  /** The visitor's position, for a query that says "near me" (the browser's, given with the visitor's consent). */
  near?: { lat: number; lon: number };
}
