import { queryOptions } from '@tanstack/react-query';
import { explainedSmartSearch } from '../../../lib/api/events/explained-smart-search';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { searchEvents } from '../../../lib/api/events/search-events';
import type { ListFilters } from '../../../lib/search-params';
import { filterParams, hasListFilters, runsWithin, weekendRange } from '../mobile-filters';

export interface MobileResultsParams {
  q: string;
  category: string;
  filters: ListFilters;
  /** 1-based page of the answer ("Load more" asks for the next one). */
  page?: number;
  /** The visitor's position, for a query that says "near me" (hooks/use-near-me.ts). */
  near?: { lat: number; lng: number };
}

export interface MobileResults {
  events: FestivalEvent[];
  /** Every result the search found, not only this page's. */
  total: number;
  suggestions: string[];
  /** What the answer relaxed because nothing met every part of the query. */
  notice?: string | null;
}

/** Page sizes: the largest each API allows, so a short answer needs no "Load more". */
const AI_PAGE = 50;
const LIST_PAGE = 100;

async function filteredSearch({ q, category, filters, page = 1 }: MobileResultsParams): Promise<MobileResults> {
  const weekend = filters.weekend ? weekendRange() : null;
  // The weekend is narrowed here from this week's events: one page holds them all.
  if (weekend && page > 1) return { events: [], total: 0, suggestions: [] };
  const { events, total } = await searchEvents({
    q: q || undefined,
    category: category || undefined,
    sortBy: q ? 'relevance' : 'date',
    limit: LIST_PAGE,
    page,
    ...filterParams(filters),
  });
  if (!weekend) return { events, total, suggestions: [] };
  const inWeekend = events.filter((e) => runsWithin(e, weekend));
  return { events: inWeekend, total: inWeekend.length, suggestions: [] };
}

/**
 * The mobile result list. A plain query tries the explained Smart Search first (it also suggests other searches) and falls back
 * to the basic search; with filter chips on, the basic search takes the filters, which the explained Smart Search cannot.
 */
export const mobileResultsQueryOptions = (params: MobileResultsParams) =>
  queryOptions({
    queryKey: ['mobile-results', params],
    retry: false,
    staleTime: 60_000,
    queryFn: async (): Promise<MobileResults> => {
      const { q, category } = params;
      // With a category the basic search applies it server-side, so its total counts what is shown.
      if (q && !category && !hasListFilters(params.filters)) {
        try {
          const ai = await explainedSmartSearch(q, true, { page: params.page ?? 1, limit: AI_PAGE }, params.near);
          return { events: ai.events, total: ai.total ?? ai.events.length, suggestions: ai.suggestions, notice: ai.notice };
        } catch {
          /* fall through to the basic search */
        }
      }
      return filteredSearch(params);
    },
  });
