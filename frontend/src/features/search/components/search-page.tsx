import { Badge, Box, Container, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useNearMe } from '../../../hooks/use-near-me';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatCount, formatSearchTime } from '../../../lib/format-count';
import { formatPlace } from '../../../lib/format-place';
import { formatPrice } from '../../../lib/format-price';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import {
  SEARCH_PAGE_SIZE,
  searchModeOf,
  searchPageOf,
  smartEnabled as isSmart,
  smartSearchPageQueryOptions,
  standardEnabled as isStandard,
  standardSearchQueryOptions,
} from '../search-route';
import { compactSearch, type SearchPageParams } from '../../../lib/search-params';
import { Button } from '../../../components/button';
import { eventDateText } from '../../../lib/event-dates';
import type { ReactNode } from 'react';
import { FollowAction } from '../../../components/follow-action';
import { ShareAction } from '../../../components/share-action';
import { countedTitle } from '@contracts/seo/share-links';
import { searchFeedTitle } from '@contracts/feeds/search-title';
import { useCategories } from '../../../lib/api/categories/get-categories';
import { ACCESS_FACTS, ACCESS_TOKENS } from '@contracts/events/accessibility-facts';

/** `step-free,bsl` from the URL: known tokens only. */
const accessOf = (value: string | undefined): string[] => (value ?? '').split(',').filter((t) => (ACCESS_TOKENS as string[]).includes(t));

function ResultCard({ event }: { event: FestivalEvent }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="xl" overflow="hidden" bg="white" data-testid="search-result">
      <Box position="relative">
        <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="160px" />
        <HStack position="absolute" top="2" left="2" gap="2">
          <CategoryBadge slug={event.category} name={event.categoryName} />
          <Badge bg="white" color="gray.900">
            {formatPrice(event.price, 'card')}
          </Badge>
        </HStack>
      </Box>
      <Stack p="4" gap="2">
        <Heading as="h3" size="md">
          <Link to="/event/$id" params={{ id: event.id }}>
            {event.title}
          </Link>
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {eventDateText(event)} · <span data-testid="search-result-place">{formatPlace(event.city, event.regionName ?? event.region)}</span>
        </Text>
        {event.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={2}>
            {event.description}
          </Text>
        )}
        {event.ticketUrl ? (
          <Button asChild size="sm" colorPalette="purple" alignSelf="flex-start">
            <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
              View Event<span className="visually-hidden">: {event.title} tickets (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button asChild size="sm" colorPalette="purple" alignSelf="flex-start">
            <Link to="/event/$id" params={{ id: event.id }}>
              View Event<span className="visually-hidden">: {event.title}</span>
            </Link>
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Page numbers to offer: the first, the last and two either side of the current one, gaps as null. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** A page link is the current page only when its whole search matches (the router's default is a partial match). */
const EXACT = { exact: true } as const;

/** Links to every page of the results; the page number lives in the URL, so a page can be shared or reloaded. */
function ResultPages({ params, page, pages }: { params: SearchPageParams; page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (n: number) => compactSearch({ ...params, page: n > 1 ? n : undefined });
  return (
    <nav aria-label="Result pages" data-testid="result-pages">
      <HStack gap="2" wrap="wrap" justify="center">
        {page > 1 && (
          <Button asChild size="sm" variant="outline">
            <Link to="/search" search={to(page - 1)} activeOptions={EXACT} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </Button>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <Text key={`gap-${i}`} aria-hidden="true" px="1">
              …
            </Text>
          ) : (
            <Button key={n} asChild size="sm" variant={n === page ? 'solid' : 'outline'} colorPalette="purple">
              <Link to="/search" search={to(n)} activeOptions={EXACT}>
                <span className="visually-hidden">Page </span>
                {n}
              </Link>
            </Button>
          ),
        )}
        {page < pages && (
          <Button asChild size="sm" variant="outline">
            <Link to="/search" search={to(page + 1)} activeOptions={EXACT} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </Button>
        )}
      </HStack>
    </nav>
  );
}

function Results({
  params,
  total,
  events,
  loading,
  error,
  errorTitle,
  searchTime,
  semantic,
  notice,
  mode,
  follow,
  shareTitle,
}: {
  params: SearchPageParams;
  /** Every result the search found (the API's total), not only this page's. */
  total?: number;
  events?: FestivalEvent[];
  loading: boolean;
  error: Error | null;
  errorTitle: string;
  searchTime?: number | null;
  semantic?: boolean;
  notice?: string | null;
  mode: 'smart' | 'standard';
  /** The Follow action for these results. */
  follow?: ReactNode;
  /** What sharing these results says, given their count ("12 folk festivals in Scotland"). */
  shareTitle?: (found: number) => string;
}) {
  if (loading)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" role="status" aria-busy="true" aria-label="Loading results">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="300px" borderRadius="xl" data-testid="skeleton-card" />
        ))}
      </SimpleGrid>
    );
  if (error)
    return (
      <Box role="alert" bg="red.50" p="4" borderRadius="md">
        <Text fontWeight="bold" color="red.800">
          {errorTitle}
        </Text>
        <Text color="red.800">{error.message || 'An error occurred while searching'}</Text>
      </Box>
    );
  if (!events) return null;
  const page = searchPageOf(params);
  const found = Math.max(total ?? 0, (page - 1) * SEARCH_PAGE_SIZE + events.length);
  const pages = Math.ceil(found / SEARCH_PAGE_SIZE);
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <Stack gap="4">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <HStack gap="3" role="status">
          {/* The results' heading: the cards below are h3s under the page's h1. */}
          <Heading as="h2" size="md" data-testid="found-count">
            Found {formatCount(found)}
          </Heading>
          {events.length > 0 && found > events.length && (
            <Text color="gray.700" data-testid="results-shown">
              showing {first}–{first + events.length - 1}
            </Text>
          )}
          {searchTime != null && (
            <Text color="gray.700" data-testid="search-time">
              in {formatSearchTime(searchTime)}
            </Text>
          )}
          {semantic && (
            <Badge colorPalette="purple" variant="solid">
              AI Analysed
            </Badge>
          )}
        </HStack>
        <HStack gap="2">
          {shareTitle && <ShareAction title={shareTitle(found)} />}
          {follow}
        </HStack>
      </HStack>
      {notice && (
        // nothing met every part of the query: say so before the nearest results
        <Box bg="orange.50" borderLeftWidth="4px" borderColor="orange.400" p="3" borderRadius="md" data-testid="relaxed-notice">
          <Text color="orange.900" fontWeight="medium">
            {notice}
          </Text>
        </Box>
      )}
      {events.length === 0 && page > 1 && found > 0 ? (
        <Box textAlign="center" py="10">
          <Text fontWeight="bold" fontSize="lg">
            There is no page {page} of these results
          </Text>
        </Box>
      ) : events.length === 0 ? (
        <Box textAlign="center" py="10">
          <Text fontWeight="bold" fontSize="lg">
            No events found
          </Text>
          <Text color="gray.700">
            {mode === 'smart'
              ? 'Try describing it differently, e.g. "folk music in Wales in summer".'
              : 'Try fewer words, another location or a different category.'}
          </Text>
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {events.map((e) => (
            <ResultCard key={e.id} event={e} />
          ))}
        </SimpleGrid>
      )}
      <ResultPages params={params} page={page} pages={pages} />
    </Stack>
  );
}

/** This month and the next eleven as YYYY-MM ("December 2026"), plus a month from the URL outside them. */
function monthOptions(current: string): { value: string; label: string }[] {
  const now = new Date();
  const out = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return {
      value: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      label: d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  });
  if (current && !out.some((m) => m.value === current)) out.push({ value: current, label: current });
  return out;
}

export function SearchPage({ params }: { params: SearchPageParams }) {
  const navigate = useNavigate();
  const mode = searchModeOf(params);
  const [q, setQ] = useState(params.q ?? '');
  const [location, setLocation] = useState(params.location ?? '');
  const [category, setCategory] = useState(params.category ?? '');
  const [month, setMonth] = useState(params.month ?? '');
  const [access, setAccess] = useState<string[]>(accessOf(params.access));
  useEffect(() => {
    setQ(params.q ?? '');
    setLocation(params.location ?? '');
    setCategory(params.category ?? '');
    setMonth(params.month ?? '');
    setAccess(accessOf(params.access));
  }, [params.q, params.location, params.category, params.month, params.access]);
  usePageMeta(params.q ? `Search: ${params.q}` : 'Search Festivals', 'Search UK festivals in plain words or by keyword, location and category.');

  const smartEnabled = isSmart(params);
  const standardEnabled = isStandard(params);
  const near = useNearMe(params.q ?? '', smartEnabled);
  const smartQuery = useQuery({ ...smartSearchPageQueryOptions(params, near), enabled: smartEnabled });
  const standardQuery = useQuery({ ...standardSearchQueryOptions(params), enabled: standardEnabled, placeholderData: undefined });

  const categoryList = useCategories().data ?? [];
  // a category from a link the list does not hold yet (still loading, or retired) stays selectable
  const categoryOptions = category && !categoryList.some((c) => c.slug === category) ? [...categoryList, { slug: category, name: category }] : categoryList;
  const go = (search: SearchPageParams) => void navigate({ to: '/search', search: compactSearch(search) });
  const intent = smartQuery.data?.intent;

  return (
    <Container maxW="7xl" py="8" data-testid="search-page">
      <Heading as="h1" size="3xl" mb="6">
        Search Festivals
      </Heading>
      <Tabs.Root value={mode} onValueChange={(d) => go({ ...params, page: undefined, mode: d.value as 'smart' | 'standard' })} variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="smart">Smart Search</Tabs.Trigger>
          <Tabs.Trigger value="standard">Standard Search</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="smart">
          <form
            role="search"
            aria-label="Smart Search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ q: q.trim(), mode: 'smart' });
            }}
          >
            <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
              <label htmlFor="smart-q" className="visually-hidden">
                Describe what you are looking for
              </label>
              <Input id="smart-q" size="lg" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Try: outdoor music Festivals near London in summer" />
              <Button type="submit" size="lg" colorPalette="purple" disabled={smartQuery.isFetching}>
                {smartQuery.isFetching ? 'Searching...' : 'Search'}
              </Button>
            </Flex>
          </form>
          {smartQuery.data && (
            <Box mt="3" fontSize="sm" color="gray.700" data-testid="smart-intent">
              {intent && (
                <HStack wrap="wrap" gap="2" mt="1">
                  {(['categories', 'locations', 'timeframes', 'mood'] as const).map(
                    (k) =>
                      (intent[k] ?? []).length > 0 && (
                        <Text key={k}>
                          <strong>{k}:</strong> {(intent[k] ?? []).join(', ')}
                        </Text>
                      ),
                  )}
                </HStack>
              )}
            </Box>
          )}
        </Tabs.Content>
        <Tabs.Content value="standard">
          <form
            role="search"
            aria-label="Standard search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ q: q.trim(), location: location.trim(), category: category.trim(), month, access: access.join(','), mode: 'standard' });
            }}
          >
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              <Field.Root>
                <Field.Label>Search Query</Field.Label>
                <Input name="q" value={q} onChange={(e) => setQ(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Location</Field.Label>
                <Input name="location" value={location} onChange={(e) => setLocation(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Category</Field.Label>
                {/* a picker of the real categories: typing "Music" into a free box found nothing, the slug was needed */}
                <NativeSelect.Root>
                  <NativeSelect.Field name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
                    <option value="">All categories</option>
                    {categoryOptions.map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>When</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="month" value={month} onChange={(e) => setMonth(e.target.value)}>
                    <option value="">Any time</option>
                    {monthOptions(month).map((m) => (
                      <option key={m.value} value={m.value}>
                        {m.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Box as="fieldset" mt="3" data-testid="access-filter">
              <Text as="legend" fontWeight="semibold" mb="1">
                Accessibility (stated by the venue or organiser)
              </Text>
              <Flex wrap="wrap" gap="3">
                {ACCESS_FACTS.map((f) => (
                  <label key={f.token} style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
                    <input
                      type="checkbox"
                      name="access"
                      value={f.token}
                      checked={access.includes(f.token)}
                      onChange={(e) => setAccess((now) => (e.target.checked ? [...now, f.token] : now.filter((t) => t !== f.token)))}
                    />
                    {f.label}
                  </label>
                ))}
              </Flex>
            </Box>
            <HStack mt="3" gap="3">
              <Button type="submit" colorPalette="purple">
                Search
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setQ('');
                  setLocation('');
                  setCategory('');
                  setMonth('');
                  setAccess([]);
                  void navigate({ to: '/search', search: {} });
                }}
              >
                Clear
              </Button>
            </HStack>
          </form>
        </Tabs.Content>
      </Tabs.Root>
      <Box mt="8">
        {!smartEnabled && !standardEnabled ? (
          <Stack align="center" textAlign="center" py="12" gap="2" data-testid="search-prompt">
            <Heading as="h2" size="xl">
              Discover Events with AI-Powered Search
            </Heading>
            <Text color="gray.700">
              Describe the festival you want in your own words, or switch to standard search to filter by keyword, location and category.
            </Text>
          </Stack>
        ) : mode === 'smart' ? (
          <Results
            mode="smart"
            params={params}
            total={smartQuery.data?.total}
            events={smartQuery.data?.events}
            loading={smartQuery.isLoading}
            error={smartQuery.error}
            errorTitle="Smart Search failed"
            searchTime={smartQuery.data?.searchTime}
            semantic={smartQuery.data?.semantic}
            notice={smartQuery.data?.notice}
            shareTitle={(found) => countedTitle(smartQuery.data?.relaxed.length ? 0 : found, params.q ?? '')}
            follow={<FollowAction target={{ kind: 'smart', q: params.q ?? '' }} label={`new events for “${params.q ?? ''}”`} />}
          />
        ) : (
          <Results
            mode="standard"
            params={params}
            total={standardQuery.data?.total}
            events={standardQuery.data?.events}
            loading={standardQuery.isLoading}
            error={standardQuery.error}
            errorTitle="Search failed"
            searchTime={standardQuery.data?.searchTime}
            shareTitle={(found) => countedTitle(found, searchFeedTitle({ q: params.q, location: params.location }, params.category))}
            follow={
              <FollowAction
                target={{ kind: 'search', params: { q: params.q, location: params.location, category: params.category } }}
                label="new events for this search"
              />
            }
          />
        )}
      </Box>
    </Container>
  );
}
