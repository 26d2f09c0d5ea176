import { Box, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { EventGrid } from '../../../components/event-grid';
import { LazySection } from '../../../components/lazy-section';
import { findCategory, categoriesQueryOptions } from '../../../lib/api/categories/get-categories';
import { nameFromSlug } from '../../../lib/category-style';
import { useNearMe } from '../../../hooks/use-near-me';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatCount, formatSearchTime } from '../../../lib/format-count';
import { searchEventsQueryOptions } from '../../../lib/api/events/search-events';
import { useSmartSearch } from '../../../lib/api/events/smart-search';
import type { HomeSearch } from '../../../lib/search-params';
import { FeaturedCarousel } from './featured-carousel';
import { HeroSearch } from './hero-search';
import { ExploreByCategory, FeaturedGrid, Section, UpcomingGrid } from './home-sections';

// Sections below the fold load their code when they come near the viewport (LazySection), not with the page.
const DiscoverByCategory = lazy(() => import('./discover-by-category').then((m) => ({ default: m.DiscoverByCategory })));
const QuickTimeFilters = lazy(() => import('./quick-time-filters').then((m) => ({ default: m.QuickTimeFilters })));
const ExploreByRegion = lazy(() => import('./explore-by-region').then((m) => ({ default: m.ExploreByRegion })));
// Only the /upcoming mode shows the paged list (and its infinite query): not part of the plain home's code.
const AllUpcoming = lazy(() => import('./all-upcoming').then((m) => ({ default: m.AllUpcoming })));
const NewsSection = lazy(() => import('./news-section').then((m) => ({ default: m.NewsSection })));

export type HomeMode = 'home' | 'categories' | 'upcoming';

function Results({ search }: { search: HomeSearch }) {
  const navigate = useNavigate();
  const q = search.q ?? '';
  const smart = search.smart !== 'off';
  const near = useNearMe(q, smart && Boolean(q));
  const smartQuery = useSmartSearch(q, search.category, smart && Boolean(q), near);
  const standard = useQuery({ ...searchEventsQueryOptions({ q, category: search.category, sortBy: q ? 'relevance' : 'date' }), enabled: !smart || !q });
  const active = smart && q ? smartQuery : standard;
  const data = active.data;
  const categories = useQuery(categoriesQueryOptions());
  const categoryName = findCategory(categories.data, search.category)?.name ?? nameFromSlug(search.category);
  useEffect(() => {
    const t = window.setTimeout(() => document.getElementById('results')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
    return () => window.clearTimeout(t);
  }, [q, search.category]);
  return (
    <Section
      id="results"
      title={q ? `Results for “${q}”` : `${categoryName} Festivals`}
      action={
        <Button variant="outline" onClick={() => void navigate({ to: '/' })}>
          Back to All Events
        </Button>
      }
    >
      <Box data-testid="search-results">
        {data && (
          <Text mb="4" color="gray.700" data-testid="results-summary">
            Found {formatCount(Math.max(data.total ?? 0, data.events.length))}
            {data.searchTime != null ? ` in ${formatSearchTime(data.searchTime)}` : ''}
          </Text>
        )}
        {data && 'notice' in data && typeof data.notice === 'string' && data.notice && (
          // what the answer relaxed, as on /search: the results below do not meet every part of the query
          <Box bg="orange.50" borderLeftWidth="4px" borderColor="orange.400" p="3" borderRadius="md" mb="4" data-testid="relaxed-notice">
            <Text color="orange.900" fontWeight="medium">
              {data.notice}
            </Text>
          </Box>
        )}
        <EventGrid
          events={data?.events}
          isLoading={active.isLoading}
          error={active.error ? new Error(active.error.message) : null}
          errorPrefix="Search failed"
          emptyText="No Events Found — Try adjusting your search terms or browse all events below."
          skeletons={6}
        />
        {data && q && (data.total ?? 0) > data.events.length && (
          <Box mt="6" textAlign="center">
            <Link to="/search" search={{ q, mode: smart ? undefined : 'standard' }} data-testid="all-results-link">
              See all {data.total} results
            </Link>
          </Box>
        )}
      </Box>
    </Section>
  );
}

/** The home page and its categories/upcoming modes. `newsletter` is the sign-up block the route puts at the foot. */
export function HomePage({ mode, search, newsletter }: { mode: HomeMode; search: HomeSearch; newsletter: React.ReactNode }) {
  const navigate = useNavigate();
  usePageMeta(
    mode === 'upcoming' ? 'Upcoming Festivals' : mode === 'categories' ? 'Festival Categories' : 'Festival Finder – Discover Amazing Festivals Across the UK',
    'Discover music, food, arts and family festivals across the UK.',
  );
  // a category chosen in the hero with an empty box opens that category's results (only the URL changed before)
  const hasResults = Boolean(search.q) || (mode !== 'upcoming' && Boolean(search.category));
  const smart = search.smart !== 'off';
  const smartQuery = useSmartSearch(search.q ?? '', search.category, smart && Boolean(search.q));
  const busy = Boolean(search.q) && smart && smartQuery.isFetching;

  return (
    <Box data-testid={`home-${mode}`}>
      <HeroSearch initialQuery={search.q ?? ''} initialCategory={search.category ?? ''} busy={busy} />
      {hasResults ? (
        <Results search={search} />
      ) : mode === 'upcoming' ? (
        <LazySection minH="900px" eager>
          <AllUpcoming />
        </LazySection>
      ) : mode === 'categories' ? (
        <ExploreByCategory onSelect={(slug) => void navigate({ to: '/categories', search: { category: slug } })} />
      ) : (
        <>
          <FeaturedCarousel />
          <FeaturedGrid />
          <LazySection minH="900px">
            <UpcomingGrid excludeFeatured />
          </LazySection>
          <LazySection minH="400px">
            <ExploreByCategory />
          </LazySection>
          <LazySection minH="1200px">
            <DiscoverByCategory />
          </LazySection>
          <LazySection minH="200px" eager={Boolean(search.timeFilter)}>
            <QuickTimeFilters active={search.timeFilter} />
          </LazySection>
          <LazySection minH="600px" eager={Boolean(search.region)}>
            <ExploreByRegion active={search.region} />
          </LazySection>
          <LazySection minH="700px">
            <NewsSection />
          </LazySection>
        </>
      )}
      <LazySection minH="260px">{newsletter}</LazySection>
    </Box>
  );
}
