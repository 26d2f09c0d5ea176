import type { QueryClient } from '@tanstack/react-query';
import { isMobileLayoutNow } from '../../hooks/use-device-info';
import { categoriesQueryOptions } from '../../lib/api/categories/get-categories';
import { featuredCarouselQueryOptions } from '../../lib/api/events/get-featured-events';
import { eventListSchema } from '../../lib/api/api-contracts.gen';
import { takeInitialData } from '../../lib/initial-data';
import { allUpcomingQueryOptions } from '../../lib/api/events/get-upcoming-events';
import { searchEventsQueryOptions } from '../../lib/api/events/search-events';
import { smartSearchQueryOptions } from '../../lib/api/events/smart-search';
import type { HomeSearch } from '../../lib/search-params';
import type { HomeMode } from './components/home-page';

/**
 * Loader of the home routes: what the first screen shows starts loading while the page's code downloads. Not
 * awaited, since every section has its own loading state. The mobile home view loads its own lists.
 */
export function prefetchHome(queryClient: QueryClient, mode: HomeMode, search: HomeSearch): void {
  if (isMobileLayoutNow()) return;
  const q = search.q ?? '';
  if (q && search.smart !== 'off') void queryClient.prefetchQuery(smartSearchQueryOptions(q, search.category));
  else if (q || (mode !== 'upcoming' && search.category))
    void queryClient.prefetchQuery(searchEventsQueryOptions({ q, category: search.category, sortBy: q ? 'relevance' : 'date' }));
  else if (mode === 'home') {
    // The carousel's events as the server put them in the first page (checked like fetched ones): no second trip.
    const carousel = featuredCarouselQueryOptions();
    const seeded = eventListSchema.safeParse(takeInitialData(carousel.queryKey));
    if (seeded.success) queryClient.setQueryData(carousel.queryKey, seeded.data);
    void queryClient.prefetchQuery(carousel);
  } else if (mode === 'upcoming') void queryClient.prefetchInfiniteQuery(allUpcomingQueryOptions());
  else void queryClient.prefetchQuery(categoriesQueryOptions());
}
