import { Badge, Box, Container, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { EventGrid } from '../../../components/event-grid';
import { categoryGradient } from '../../../lib/category-style';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { currentUkYear } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-count';
import { categoriesQueryOptions, categoryCount, yearCategoriesQueryOptions } from '../../../lib/api/categories/get-categories';
import { yearEventsQueryOptions, yearSearchQueryOptions } from '../../../lib/api/events/get-year-events';
import { Button } from '../../../components/button';
import { FollowAction } from '../../../components/follow-action';
import { ShareAction } from '../../../components/share-action';
import { countedTitle } from '@contracts/seo/share-links';

type View = 'overview' | 'search' | 'categories';

function YearSearch({ year }: { year: number }) {
  const search = useSearch({ strict: false }) as { q?: string; category?: string };
  const navigate = useNavigate();
  const [q, setQ] = useState(search.q ?? '');
  const [category, setCategory] = useState(search.category ?? '');
  const categories = useQuery(categoriesQueryOptions());
  const enabled = Boolean(search.q || search.category);
  const { data, isLoading, error } = useQuery({ ...yearSearchQueryOptions(year, search.q ?? '', search.category ?? ''), enabled });
  return (
    <Stack gap="6">
      <form
        role="search"
        aria-label={`Search ${year} festivals`}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({ to: '/$segment/search', params: { segment: String(year) }, search: { q: q.trim() || undefined, category: category || undefined } });
        }}
      >
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <label htmlFor="year-q" className="visually-hidden">
            Search {year} festivals
          </label>
          <Input id="year-q" value={q} onChange={(e) => setQ(e.target.value)} placeholder={`Search ${year} festivals`} />
          <NativeSelect.Root width={{ md: '240px' }}>
            <NativeSelect.Field id="year-category" name="category" aria-label="Category filter" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">All Categories</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" colorPalette="purple">
            Search
          </Button>
        </Flex>
      </form>
      {enabled ? (
        <EventGrid events={data} isLoading={isLoading} error={error} emptyText="No events found" />
      ) : (
        <Text color="gray.700">Type a search or pick a category to see {year} festivals.</Text>
      )}
    </Stack>
  );
}

export function YearPage({ year, view }: { year: number; view: View }) {
  const current = currentUkYear();
  const events = useQuery(yearEventsQueryOptions(year));
  const categories = useQuery(yearCategoriesQueryOptions(year));
  usePageMeta(`${year} Festivals in the UK`, `Festivals happening across the UK in ${year}: dates, categories and ticket links.`);
  const list = events.data?.events ?? [];
  const featured = list.filter((e) => e.featured).slice(0, 4);
  // "Coming up" leaves out the featured cards just above it (3 of its 4 repeated them)
  const shownFeatured = new Set(featured.map((e) => e.id));
  const upcoming = list.filter((e) => !shownFeatured.has(e.id)).slice(0, 4);
  // The spec only knows future years; past and current ones get an honest label.
  const label = year === current + 1 ? 'Next Year' : year > current + 1 ? 'Future Year' : year === current ? 'This Year' : 'Past Year';

  return (
    <Box data-testid="year-page">
      <Box bg="purple.900" color="white" py="12">
        <Container maxW="7xl">
          <HStack gap="3" mb="2">
            {/* orange.700 behind white text: 5.2:1 (the solid palette’s orange.600 is 3.6:1) */}
            <Badge bg="orange.700" color="white" data-testid="year-badge">
              {label}
            </Badge>
            <Text data-testid="year-count">{events.isLoading ? 'Loading...' : formatCount(events.data?.total ?? 0)}</Text>
          </HStack>
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as="h1" size="4xl">
              {year} Festivals
            </Heading>
            <HStack gap="2">
              <ShareAction title={events.data ? countedTitle(events.data.total, `festivals in the UK in ${year}`) : `${year} festivals in the UK`} onDark />
              <FollowAction target={{ kind: 'search', params: { year } }} label={`festivals in ${year}`} onDark />
            </HStack>
          </Flex>
          <HStack mt="4" gap="3" wrap="wrap">
            {view !== 'overview' && (
              <Button asChild size="sm" bg="white" color="purple.900">
                <Link to="/$segment" params={{ segment: String(year) }}>
                  ← Back to {year}
                </Link>
              </Button>
            )}
            <Button asChild size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link to="/$segment/search" params={{ segment: String(year) }}>
                Search {year}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link to="/$segment/categories" params={{ segment: String(year) }}>
                {year} categories
              </Link>
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        {events.error && (
          <Text color="red.700" role="alert">
            {events.error.message}
          </Text>
        )}
        {view === 'search' ? (
          <YearSearch year={year} />
        ) : (
          <Stack gap="10">
            {!events.isLoading && !events.error && list.length === 0 && (
              <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center" bg="gray.50" data-testid="coming-soon-card">
                <Heading as="h2" size="xl">
                  Coming Soon
                </Heading>
                <Text mt="2" color="gray.700">
                  No {year} festivals have been announced yet. New dates are discovered automatically — check back soon.
                </Text>
              </Box>
            )}
            <Box as="section" aria-labelledby="year-categories">
              <Heading as="h2" id="year-categories" size="xl" mb="4">
                Categories in {year}
              </Heading>
              {categories.error && <Text color="red.700">{categories.error.message}</Text>}
              <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
                {(categories.data ?? []).map((c) => (
                  <Link
                    key={c.slug}
                    to="/$segment/search"
                    params={{ segment: String(year) }}
                    search={{ category: c.slug }}
                    style={{ display: 'block', padding: '1rem', borderRadius: '.75rem', color: '#fff', background: categoryGradient(c.slug) }}
                  >
                    <Text fontWeight="bold">{c.name}</Text>
                    <Text fontSize="sm">{formatCount(categoryCount(c))}</Text>
                  </Link>
                ))}
              </SimpleGrid>
            </Box>
            {view === 'overview' && list.length > 0 && (
              <>
                <Box as="section" aria-labelledby="year-featured">
                  <Heading as="h2" id="year-featured" size="xl" mb="4">
                    Featured in {year}
                  </Heading>
                  <EventGrid events={featured} emptyText={`No featured ${year} festivals yet.`} />
                </Box>
                <Box as="section" aria-labelledby="year-upcoming">
                  <Heading as="h2" id="year-upcoming" size="xl" mb="4">
                    Coming up in {year}
                  </Heading>
                  <EventGrid events={upcoming} />
                </Box>
              </>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
