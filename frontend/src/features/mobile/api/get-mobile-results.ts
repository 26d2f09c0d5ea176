import { queryOptions } from '@tanstack/react-query';
import { aiSearch } from '../../../lib/api/events/ai-search';
import type { FestivalEvent } from '../../../lib/api/events/event.schema';
import { searchEvents } from '../../../lib/api/events/search-events';
import type { ListFilters } from '../../../lib/search-params';
import { filterParams, hasActiveFilters, runsWithin, weekendRange } from '../mobile-filters';

export interface MobileResultsParams {
  q: string;
  category: string;
  filters: ListFilters;
}

export interface MobileResults {
  events: FestivalEvent[];
  suggestions: string[];
}

async function filteredSearch({ q, category, filters }: MobileResultsParams): Promise<MobileResults> {
  const { events } = await searchEvents({
    q: q || undefined,
    category: category || undefined,
    sortBy: q ? 'relevance' : 'date',
    limit: 100,
    ...filterParams(filters),
  });
  const weekend = filters.weekend ? weekendRange() : null;
  return { events: weekend ? events.filter((e) => runsWithin(e, weekend)) : events, suggestions: [] };
}

/**
 * The mobile result list. A plain query tries the AI search first (it also suggests other searches) and falls back
 * to the basic search; with filter chips on, the basic search takes the filters, which the AI search cannot.
 */
export const mobileResultsQueryOptions = (params: MobileResultsParams) =>
  queryOptions({
    queryKey: ['mobile-results', params],
    retry: false,
    staleTime: 60_000,
    queryFn: async (): Promise<MobileResults> => {
      const { q, category } = params;
      if (q && !hasActiveFilters(params.filters)) {
        try {
          const ai = await aiSearch(q);
          return { events: category ? ai.events.filter((e) => e.category === category) : ai.events, suggestions: ai.suggestions };
        } catch {
          /* fall through to the basic search */
        }
      }
      return filteredSearch(params);
    },
  });
