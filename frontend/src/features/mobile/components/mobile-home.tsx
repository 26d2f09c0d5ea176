import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocationRouteId } from '../../../hooks/use-location-route';
import { useNearMe } from '../../../hooks/use-near-me';
import { categoriesQueryOptions, findCategory } from '../../../lib/api/categories/get-categories';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { featuredEventsQueryOptions } from '../../../lib/api/events/get-featured-events';
import { upcomingEventsQueryOptions, upcomingPageQueryOptions } from '../../../lib/api/events/get-upcoming-events';
import { nameFromSlug } from '../../../lib/category-style';
import { HOME_HERO } from '../../../lib/hero-words';
import type { ListFilters } from '../../../lib/search-params';
import { mobileResultsQueryOptions } from '../api/get-mobile-results';
import { hasListFilters } from '../mobile-filters';
import { isUpcomingRoute, mobileTab, type MobileTab } from '../mobile-routes';
import { useTouchGestures } from '../use-touch-gestures';
import { MobileFilterChips } from './mobile-filter-chips';
import { MobileHomeSections } from './mobile-home-sections';
import { MobileResults } from './mobile-results';

// Parts a first visit to the home view does not show load on first use.
const EventBottomSheet = lazy(() => import('./event-bottom-sheet').then((m) => ({ default: m.EventBottomSheet })));
const MobileFavourites = lazy(() => import('./mobile-favourites').then((m) => ({ default: m.MobileFavourites })));

const TABS: readonly MobileTab[] = ['home', 'search', 'favorites'];
const TAB_PATH = { home: '/', search: '/search', favorites: '/favorites' } as const;

export function localFilter(events: FestivalEvent[], q: string): FestivalEvent[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return events;
  return events.filter((e) => [e.title, e.description, e.category, e.location, e.city].some((f) => f?.toLowerCase().includes(needle)));
}

/** The mobile home view. Everything it shows follows the route the router matched and the search it parsed. */
export default function MobileHome() {
  const routeId = useLocationRouteId();
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab = mobileTab(routeId);
  const submitted = search.q ?? '';
  const category = params.slug ?? params.category ?? search.category ?? '';
  const filters: ListFilters = { timeFilter: search.timeFilter, weekend: search.weekend, priceRange: search.priceRange, region: search.region };
  const filtering = hasListFilters(filters);
  const [query, setQuery] = useState(submitted);
  const [sheet, setSheet] = useState<FestivalEvent | null>(null);
  // The bottom sheet (a Chakra drawer) mounts on first use, not during start-up.
  const [sheetUsed, setSheetUsed] = useState(false);
  const open = (e: FestivalEvent | null) => {
    if (e) setSheetUsed(true);
    setSheet(e);
  };

  const featured = useQuery(featuredEventsQueryOptions());
  const upcoming = useQuery(upcomingEventsQueryOptions(12));
  const categories = useQuery(categoriesQueryOptions());
  const all = useMemo(() => {
    const seen = new Set<string>();
    return [...(featured.data ?? []), ...(upcoming.data ?? [])].filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  }, [featured.data, upcoming.data]);

  const wantsResults = Boolean(submitted || category || filtering);
  const upcomingView = isUpcomingRoute(routeId);
  // A list shows as many pages as the URL says ("Load more" adds one), so a reload or a shared link keeps the place.
  const pagesShown = typeof search.page === 'number' ? search.page : 1;
  const near = useNearMe(submitted, wantsResults);
  const pages = useQueries({
    queries: Array.from({ length: pagesShown }, (_, i) =>
      wantsResults
        ? { ...mobileResultsQueryOptions({ q: submitted, category, filters, page: i + 1, near }), enabled: i === 0 || !filters.weekend }
        : { ...upcomingPageQueryOptions(i + 1), enabled: upcomingView },
    ),
  });
  const results = pages[0];
  const seen = new Set<string>();
  const pagedEvents = pages.flatMap((p) => p.data?.events ?? []).filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  const paged = { events: pagedEvents, total: Math.max(results.data?.total ?? 0, pagedEvents.length), loadingMore: pages.some((p) => p.isFetching && !p.data) };
  const showResults = tab === 'search' || wantsResults || upcomingView;
  // When both searches fail, what is already loaded is filtered here (spec 7, mobile).
  const found = results.isError ? localFilter(all, submitted || category) : results.data ? paged.events : undefined;
  const resultList = wantsResults || upcomingView ? found : tab === 'search' ? all : undefined;
  const total = (wantsResults || upcomingView) && !results.isError ? paged.total : resultList?.length;
  const loadMore = () =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, page: pagesShown + 1 }), replace: true, resetScroll: false });

  const setTab = (t: MobileTab) => void navigate({ to: TAB_PATH[t] });
  const runSearch = (q: string) => void navigate({ to: '/search', search: { q: q.trim() || undefined } });
  // Chips keep the page and its other search values; only the filter values change.
  const setFilters = (next: ListFilters) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...next, page: undefined }), replace: false });
  const { pull, handlers } = useTouchGestures({
    onSwipe: (dir) => {
      const i = TABS.indexOf(tab);
      if (dir === 'left' && i < TABS.length - 1) setTab(TABS[i + 1]);
      if (dir === 'right' && i > 0) setTab(TABS[i - 1]);
    },
    onRefresh: () => void queryClient.invalidateQueries(),
  });

  return (
    // The part a visitor sees first is plain elements + CSS classes (styles.css, `.ff-m*`): it re-renders on every
    // query update while the page starts, and Chakra's run-time styles made each of those renders a long task.
    <div {...handlers}>
      {pull > 20 && <p className="ff-mpull">{pull >= 100 ? 'Release to refresh' : 'Pull to refresh'}</p>}
      <div className="ff-mhero">
        <h1>{HOME_HERO.mobileHeading}</h1>
        <form
          role="search"
          aria-label="Find festivals"
          onSubmit={(e) => {
            e.preventDefault();
            runSearch(query);
          }}
        >
          <div className="ff-mhero-row">
            <label htmlFor="mobile-q" className="visually-hidden">
              Search festivals
            </label>
            <input
              id="mobile-q"
              className="ff-minput"
              value={query}
              placeholder={HOME_HERO.placeholder}
              onChange={(e) => {
                setQuery(e.target.value);
                if (tab !== 'search') setTab('search');
              }}
            />
            <button type="submit" className="ff-mgo">
              Go
            </button>
          </div>
        </form>
      </div>
      <div className="ff-mstack">
        {tab === 'favorites' ? (
          <Suspense fallback={<p className="ff-mpull">Loading favourites…</p>}>
            <MobileFavourites onOpen={open} />
          </Suspense>
        ) : (
          <>
            <MobileFilterChips filters={filters} onChange={setFilters} />
            {showResults ? (
              <MobileResults
                events={resultList}
                total={total}
                loading={(wantsResults || upcomingView) && results.isLoading}
                loadingMore={paged.loadingMore}
                onLoadMore={loadMore}
                shortWindow={
                  filters.weekend || filters.timeFilter === 'this-week'
                    ? {
                        label: filters.weekend ? 'this weekend' : 'this week',
                        onThisMonth: () => setFilters({ ...filters, timeFilter: 'this-month', weekend: undefined }),
                      }
                    : undefined
                }
                suggestions={results.data?.suggestions ?? []}
                notice={wantsResults && results.data && 'notice' in results.data ? results.data.notice : undefined}
                categoryName={category ? (findCategory(categories.data, category)?.name ?? nameFromSlug(category)) : undefined}
                period={!filters.weekend && filters.timeFilter && filters.timeFilter !== 'this-week' ? filters.timeFilter.replace('-', ' ') : undefined}
                onBack={() => setTab('home')}
                onSearch={runSearch}
                onOpen={open}
              />
            ) : (
              <MobileHomeSections tiles={routeId === '/categories' ? 6 : 4} onOpen={open} />
            )}
          </>
        )}
      </div>
      {sheetUsed && (
        <Suspense fallback={null}>
          <EventBottomSheet event={sheet} onClose={() => setSheet(null)} />
        </Suspense>
      )}
    </div>
  );
}
