import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { useInView } from '../../../hooks/use-in-view';
import { formatCount } from '../../../lib/format-count';
import { formatPrice } from '../../../lib/format-price';
import { isTap } from '../../../lib/tap';
import { categoryCount, discoverCategoriesQueryOptions, type Category } from '../../../lib/api/categories/get-categories';
import { searchEvents } from '../../../lib/api/events/search-events';
import { Section } from './home-sections';
import { Button } from '../../../components/button';
import { eventDateText } from '../../../lib/event-dates';
import { useFeaturedCarousel, useFeaturedEvents } from '../../../lib/api/events/get-featured-events';
import { useUpcomingEvents } from '../../../lib/api/events/get-upcoming-events';
import { splitHomeLists, withoutIds } from '../../../lib/home-lists';

const MAX = 3;

/** Enough of a category's soonest events to fill its slides after leaving out those the home page shows above. */
const FETCHED = 20;

/**
 * Ids of the events the home page shows above this section (carousel, Featured, Upcoming; the same queries, so
 * cached), null while they load: the slides repeated 6 of their first 10 from those lists.
 */
function useShownAbove(): ReadonlySet<string> | null {
  const carousel = useFeaturedCarousel();
  const featured = useFeaturedEvents();
  const upcoming = useUpcomingEvents(24);
  if (!carousel.data && carousel.isLoading) return null;
  if (!featured.data && featured.isLoading) return null;
  if (!upcoming.data && upcoming.isLoading) return null;
  const lists = splitHomeLists(featured.data ?? [], upcoming.data ?? [], 6, 8);
  return new Set([...(carousel.data ?? []), ...lists.carousel, ...lists.grid, ...lists.upcoming].map((e) => e.id));
}

function MiniCarousel({ category, shownAbove }: { category: Category; shownAbove: ReadonlySet<string> | null }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const navigate = useNavigate();
  const { data, isLoading: fetching } = useQuery({
    queryKey: ['/api/events/search', { category: category.slug, sortBy: 'date', limit: FETCHED }],
    queryFn: () => searchEvents({ category: category.slug, sortBy: 'date', limit: FETCHED }),
    staleTime: 300_000,
    enabled: inView,
  });
  const isLoading = fetching || shownAbove === null;
  // No special cases by title: the read model already leaves out excluded events.
  const events = withoutIds(data?.events ?? [], shownAbove ?? new Set()).slice(0, MAX);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touch = useRef<{ t: number; x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const down = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => setIndex(0), [data]);
  useEffect(() => {
    if (paused || events.length < 2) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % events.length), 6000);
    return () => window.clearInterval(t);
  }, [paused, events.length]);

  const current = events[Math.min(index, Math.max(events.length - 1, 0))];
  const open = () => current && void navigate({ to: '/event/$id', params: { id: current.id } });

  return (
    <Box
      ref={ref}
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      data-testid="discover-category"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }}>
        <Stack p="5" gap="2">
          <Heading as="h3" size="lg">
            {category.name}
          </Heading>
          <Text fontSize="sm" color="gray.700">
            {category.description}
          </Text>
          <Text fontSize="sm" fontWeight="semibold">
            {formatCount(categoryCount(category))}
          </Text>
          <Box mt="auto">
            <Button asChild size="sm" colorPalette="purple" variant="outline">
              <Link to="/category/$slug" params={{ slug: category.slug }}>
                View All<span className="visually-hidden"> {category.name} events</span>
              </Link>
            </Button>
          </Box>
        </Stack>
        <Box
          position="relative"
          minH="200px"
          bg="gray.50"
          onTouchStart={(e) => {
            setPaused(true);
            touch.current = { t: Date.now(), x: e.touches[0].clientX, y: e.touches[0].clientY };
          }}
          onTouchEnd={() => setPaused(false)}
        >
          {isLoading || !inView ? (
            <Text p="5" color="gray.700">
              Loading...
            </Text>
          ) : !current ? (
            <Stack p="5" gap="1">
              <Text fontWeight="semibold">No {category.name} events yet</Text>
              <Text fontSize="sm" color="gray.700">
                Check back soon for new events!
              </Text>
            </Stack>
          ) : (
            <Box>
              <EventImage src={current.imageUrl} eventId={current.id} category={current.category} alt={current.title} height="130px" />
              <Stack p="3" gap="1">
                <Flex justify="space-between" align="center">
                  <CategoryBadge slug={current.category} name={current.categoryName ?? category.name} />
                  <Text fontSize="xs" color="gray.700">
                    {index + 1} / {events.length}
                  </Text>
                </Flex>
                <Text fontWeight="semibold" lineClamp={1}>
                  {current.title}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {eventDateText(current)} · {formatPrice(current.price, 'carousel')}
                </Text>
                <Button
                  size="xs"
                  colorPalette="purple"
                  alignSelf="flex-start"
                  onMouseDown={(e) => {
                    down.current = { x: e.clientX, y: e.clientY };
                    dragged.current = false;
                  }}
                  onMouseMove={(e) => {
                    if (down.current && Math.hypot(e.clientX - down.current.x, e.clientY - down.current.y) > 10) dragged.current = true;
                  }}
                  onTouchEnd={(e) => {
                    const start = touch.current;
                    const t = e.changedTouches[0];
                    e.preventDefault();
                    if (start && isTap(Date.now() - start.t, t.clientX - start.x, t.clientY - start.y)) open();
                  }}
                  onClick={() => {
                    if (!dragged.current) open();
                  }}
                >
                  View<span className="visually-hidden"> {current.title}</span>
                </Button>
              </Stack>
            </Box>
          )}
        </Box>
      </SimpleGrid>
    </Box>
  );
}

export function DiscoverByCategory() {
  const { data } = useQuery(discoverCategoriesQueryOptions());
  const shownAbove = useShownAbove();
  return (
    <Section id="discover" title="Discover by Category" bg="gray.50">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {(data ?? []).map((c) => (
          <MiniCarousel key={c.slug} category={c} shownAbove={shownAbove} />
        ))}
      </SimpleGrid>
      <Stack align="center" mt="10" gap="3" textAlign="center">
        <Heading as="h3" size="lg">
          Can't find what you're looking for?
        </Heading>
        <Button asChild colorPalette="purple">
          <Link to="/search">Browse All Events</Link>
        </Button>
      </Stack>
    </Section>
  );
}
