import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { EventView } from '../../contracts/event-view';
import { yearSchema } from '../../contracts/year.schema';
import { searchSchema } from '../search-events/search-events.request';
import type { SearchCriteria } from '../search-events/search-events.criteria';

/** The standard-search parameters a feed can follow: the search page's filters plus a year, no paging or order. */
export const followedSearchSchema = searchSchema.omit({ page: true, limit: true, sortBy: true }).extend({
  year: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), yearSchema.optional()),
});
export type FollowedSearch = SearchCriteria;

/** One event as a feed shows it: the public view plus what says whether, and when, it changed. */
export interface FollowedEvent {
  view: EventView;
  /** Stream version of the event (iCalendar SEQUENCE). */
  version: number;
  /** When the event last changed (ISO 8601, UTC). */
  updatedAt: string;
  /** Removed by the back office while the read model still holds it: calendars mark it cancelled. */
  cancelled: boolean;
}

export type FollowedEventsSource = { search: FollowedSearch } | { ids: string[] };

/**
 * The events a feed lists: those of a standard search (its own criteria, plus removed events that still match, so
 * subscribers learn of a cancellation), or the given ids in order (a Smart Search's answer). Capped at `limit`.
 */
export class FollowedEventsQuery extends Query<{ events: FollowedEvent[]; total: number }> {
  constructor(
    readonly source: FollowedEventsSource,
    readonly order: 'date' | 'updated',
    readonly limit: number,
  ) {
    super();
  }
}
