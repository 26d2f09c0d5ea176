import { Query } from '@nestjs/cqrs';
import { EventSearchQuery } from '../../application/ports/event-document';
import type { FollowedSearch } from '../followed-events/followed-events.query';

/**
 * A stored search to evaluate: a standard search (the filters a feed follows, read with the search page's own
 * criteria) or ready read-model queries whose union is the search (a Smart Search's strict plan).
 */
export type SearchToMatch = { id: string; search: FollowedSearch } | { id: string; queries: EventSearchQuery[] };

export interface SearchMatches {
  searchId: string;
  eventIds: string[];
}

export interface MatchEventsResult {
  matches: SearchMatches[];
  /** Changed events that are published and upcoming (the only ones a search can list). */
  candidates: number;
  /** Searches evaluated on them (the others were ruled out by category or region without running). */
  evaluated: number;
}

/**
 * Which of these stored searches list each of these changed events now (as of event-log position `upToSequence`):
 * the searches are evaluated on the new documents in memory, never by re-running them over the catalogue.
 */
export class MatchEventsToSearchesQuery extends Query<MatchEventsResult> {
  constructor(
    readonly eventIds: string[],
    readonly upToSequence: number,
    readonly searches: readonly SearchToMatch[],
  ) {
    super();
  }
}
