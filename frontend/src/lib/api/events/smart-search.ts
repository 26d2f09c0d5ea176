import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api-client';
import { smartSearchAnswerSchema, type SmartSearchAnswer } from '../api-contracts.gen';
import { searchEvents } from './search-events';

/**
 * The Smart Search answer (`relaxed`: constraints dropped because nothing met them all, `notice` says so in words), or
 * the standard search's events when it fell back (no intent or provider then).
 */
export type SmartSearchResult = Omit<SmartSearchAnswer, 'intent' | 'provider'> &
  Partial<Pick<SmartSearchAnswer, 'intent' | 'provider'>> & { fellBack?: boolean };

/**
 * One page of the Smart Search answer; the first page keeps the short URL the rest of the site (and its cache) uses. A
 * category is answered by the server (every page of it, and its total), never by filtering a page here.
 */
export const askSmartSearch = async (q: string, page = 1, limit?: number, category?: string, near?: Near): Promise<SmartSearchResult> =>
  smartSearchAnswerSchema.parse(
    await apiGet('/api/events/search/smart', { q, ...(category ? { category } : {}), ...(page > 1 ? { page, limit } : {}), ...(near ?? {}) }),
  );

/** The visitor's position for "near me" (hooks/use-near-me.ts), sent as lat/lng. */
export type Near = { lat: number; lng: number };

/**
 * Smart Search flow: the Smart Search first; on a non-OK answer or a network error fall back silently to the standard
 * search with the trimmed query and category.
 */
export async function smartSearch(q: string, category?: string, page = 1, limit?: number, near?: Near): Promise<SmartSearchResult> {
  try {
    return await askSmartSearch(q, page, limit, category, near);
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof TypeError)) console.warn('Smart Search failed', error);
    const fallback = await searchEvents({ q: q.trim(), category, sortBy: 'relevance', ...(page > 1 ? { page, limit } : {}) });
    return { events: fallback.events, total: fallback.total, searchTime: fallback.searchTime, semantic: false, fellBack: true, relaxed: [], notice: null };
  }
}

export const smartSearchQueryOptions = (q: string, category?: string, page = 1, limit?: number, near?: Near) =>
  queryOptions({
    queryKey: ['/api/events/search/smart', { ...(page > 1 ? { q, category, page, limit } : { q, category }), ...(near ? { near } : {}) }],
    queryFn: () => smartSearch(q, category, page, limit, near),
    staleTime: 60_000,
  });

export const useSmartSearch = (q: string, category: string | undefined, enabled: boolean, near?: Near) =>
  useQuery({ ...smartSearchQueryOptions(q, category, 1, undefined, near), enabled });
