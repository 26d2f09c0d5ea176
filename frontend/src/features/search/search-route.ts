import type { QueryClient } from '@tanstack/react-query';
import { isMobileLayoutNow } from '../../hooks/use-device-info';
import { searchEventsQueryOptions } from '../../lib/api/events/search-events';
import { smartSearchQueryOptions, type Near } from '../../lib/api/events/smart-search';
import type { SearchPageParams } from '../../lib/search-params';

/** Results per page of /search (the API's default page size, stated so the page can count them). */
export const SEARCH_PAGE_SIZE = 24;
export const searchPageOf = (params: SearchPageParams) => params.page ?? 1;

/** The two searches of /search, shared by its loader and its page so both use one cache entry. */
export const smartSearchPageQueryOptions = (params: SearchPageParams, near?: Near) =>
  smartSearchQueryOptions(params.q ?? '', undefined, searchPageOf(params), SEARCH_PAGE_SIZE, near);
export const standardSearchQueryOptions = (params: SearchPageParams) =>
  searchEventsQueryOptions({
    q: params.q,
    location: params.location,
    category: params.category,
    month: params.month,
    access: params.access,
    sortBy: params.q ? 'relevance' : 'date',
    page: searchPageOf(params),
    limit: SEARCH_PAGE_SIZE,
  });

export const searchModeOf = (params: SearchPageParams) => params.mode ?? 'smart';
export const smartEnabled = (params: SearchPageParams) => searchModeOf(params) === 'smart' && Boolean(params.q);
export const standardEnabled = (params: SearchPageParams) =>
  searchModeOf(params) === 'standard' && Boolean(params.q || params.location || params.category || params.month || params.access);

/** Loader of /search: the search starts while the page's code downloads (the mobile home view runs its own). */
export function prefetchSearch(queryClient: QueryClient, params: SearchPageParams): void {
  if (isMobileLayoutNow()) return;
  if (smartEnabled(params)) void queryClient.prefetchQuery(smartSearchPageQueryOptions(params));
  else if (standardEnabled(params)) void queryClient.prefetchQuery(standardSearchQueryOptions(params));
}
