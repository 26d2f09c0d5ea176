import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { filterPopupAtom } from '../../layout/filter-popup.atoms';

const FilterPopup = lazy(() => import('./filter-popup'));
import { EventGrid } from '../../../components/event-grid';
import { LazySection } from '../../../components/lazy-section';
import { categoryName } from '../../../config/categories';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatCount, formatSearchTime } from '../../../lib/format-count';
import { searchEventsQueryOptions } from '../../events/api/search-events';
import { useSmartSearch } from '../../events/api/semantic-search';
import { NewsletterBlock } from '../../newsletter/components/newsletter-block';
import { DiscoverByCategory } from './discover-by-category';
import { ExploreByRegion } from './explore-by-region';
import { FeaturedCarousel } from './featured-carousel';
import { HeroSearch } from './hero-search';
import { ExploreByCategory, FeaturedGrid, Section, UpcomingGrid } from './home-sections';
import { NewsSection } from './news-section';
import { QuickTimeFilters } from './quick-time-filters';

export interface HomeSearch {
  q?: string;
  category?: string;
  smart?: string;
  timeFilter?: string;
  region?: string;
}

export type HomeMode = 'home' | 'categories' | 'upcoming';

function Results({ search }: { search: HomeSearch }) {
  const navigate = useNavigate();
  const q = search.q ?? '';
  const smart = search.smart !== '0';
  const smartQuery = useSmartSearch(q, search.category, smart && Boolean(q));
  const standard = useQuery({ ...searchEventsQueryOptions({ q, category: search.category, sortBy: q ? 'relevance' : 'date' }), enabled: !smart || !q });
  const active = smart && q ? smartQuery : standard;
  const data = active.data;
  useEffect(() => {
    const t = window.setTimeout(() => document.getElementById('results')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
    return () => window.clearTimeout(t);
  }, [q, search.category]);
  return (
    <Section id="results" title={q ? `Results for “${q}”` : `${categoryName(search.category)} Festivals`}
      action={<Button variant="outline" onClick={() => void navigate({ to: '/' })}>Back to All Events</Button>}>
      <Box data-testid="search-results">
        {data && (
          <Text mb="4" color="gray.700" data-testid="results-summary">
            Found {formatCount(data.events.length)}
            {data.searchTime != null ? ` in ${formatSearchTime(data.searchTime)}` : ''}
          </Text>
        )}
        <EventGrid events={data?.events} isLoading={active.isLoading} error={active.error ? new Error(active.error.message) : null}
          errorPrefix="Search failed" emptyText="No Events Found — Try adjusting your search terms or browse all events below." skeletons={6} />
      </Box>
    </Section>
  );
}

export function HomePage({ mode, search }: { mode: HomeMode; search: HomeSearch }) {
  const navigate = useNavigate();
  const popup = useAtomValue(filterPopupAtom);
  usePageMeta(
    mode === 'upcoming' ? 'Upcoming Festivals' : mode === 'categories' ? 'Festival Categories' : 'Festival Finder – Discover Amazing Festivals Across the UK',
    'Discover music, food, arts and family festivals across the UK.',
  );
  const hasResults = Boolean(search.q) || (mode === 'categories' && Boolean(search.category));
  const smart = search.smart !== '0';
  const smartQuery = useSmartSearch(search.q ?? '', search.category, smart && Boolean(search.q));
  const busy = Boolean(search.q) && smart && smartQuery.isFetching;

  return (
    <Box data-testid={`home-${mode}`}>
      <HeroSearch initialQuery={search.q ?? ''} initialCategory={search.category ?? ''} busy={busy} searchTime={search.q && smart ? smartQuery.data?.searchTime : undefined} />
      {hasResults ? (
        <Results search={search} />
      ) : mode === 'upcoming' ? (
        <UpcomingGrid limit={48} title="All Upcoming Events" />
      ) : mode === 'categories' ? (
        <ExploreByCategory onSelect={(slug) => void navigate({ to: '/categories', search: { category: slug } })} />
      ) : (
        <>
          <FeaturedCarousel />
          <FeaturedGrid />
          <LazySection minH="900px">
            <UpcomingGrid />
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
      <LazySection minH="260px">
        <NewsletterBlock />
      </LazySection>
      {popup && <Suspense fallback={null}><FilterPopup /></Suspense>}
    </Box>
  );
}

export function SimpleHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box bg="purple.800" color="white" py="12">
      <Container maxW="7xl">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="3xl">{title}</Heading>
          {subtitle && <Text color="purple.100">{subtitle}</Text>}
        </Flex>
      </Container>
    </Box>
  );
}
