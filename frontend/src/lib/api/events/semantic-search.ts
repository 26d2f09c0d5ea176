import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { ApiError, apiGet } from '../../api-client';
import { eventListSchema } from './event.schema';
import { searchEvents } from './search-events';

const words = z._default(z.array(z.string()), []);
const intentSchema = z.looseObject({ categories: words, locations: words, timeframes: words, mood: words });

export const semanticResultSchema = z.looseObject({
  events: eventListSchema,
  total: z.optional(z.number()),
  searchTime: z.nullish(z.number()),
  semantic: z.optional(z.boolean()),
  intent: z.nullish(intentSchema),
  /** Constraints the answer dropped because nothing met them all; `notice` says so in words. */
  relaxed: words,
  notice: z.nullish(z.string()),
});
export type SemanticResult = z.infer<typeof semanticResultSchema> & { fellBack?: boolean };

/**
 * One page of the semantic answer; the first page keeps the short URL the rest of the site (and its cache) uses. A
 * category is answered by the server (every page of it, and its total), never by filtering a page here.
 */
export const semanticSearch = async (q: string, page = 1, limit?: number, category?: string, near?: Near): Promise<SemanticResult> =>
  semanticResultSchema.parse(
    await apiGet('/api/events/search/semantic', { q, ...(category ? { category } : {}), ...(page > 1 ? { page, limit } : {}), ...(near ?? {}) }),
  );

/** The visitor's position for "near me" (hooks/use-near-me.ts), sent as lat/lng. */
export type Near = { lat: number; lng: number };

/**
 * Smart Search flow: semantic first; on a non-OK answer or a network error fall back silently to the standard
 * search with the trimmed query and category.
 */
export async function smartSearch(q: string, category?: string, page = 1, limit?: number, near?: Near): Promise<SemanticResult> {
  try {
    return await semanticSearch(q, page, limit, category, near);
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof TypeError)) console.warn('Semantic search failed', error);
    const fallback = await searchEvents({ q: q.trim(), category, sortBy: 'relevance', ...(page > 1 ? { page, limit } : {}) });
    return { events: fallback.events, total: fallback.total, searchTime: fallback.searchTime, semantic: false, fellBack: true, relaxed: [] };
  }
}

export const smartSearchQueryOptions = (q: string, category?: string, page = 1, limit?: number, near?: Near) =>
  queryOptions({
    queryKey: ['/api/events/search/semantic', { ...(page > 1 ? { q, category, page, limit } : { q, category }), ...(near ? { near } : {}) }],
    queryFn: () => smartSearch(q, category, page, limit, near),
    staleTime: 60_000,
  });

export const useSmartSearch = (q: string, category: string | undefined, enabled: boolean, near?: Near) =>
  useQuery({ ...smartSearchQueryOptions(q, category, 1, undefined, near), enabled });
