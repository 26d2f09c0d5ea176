import { CategoryIcon } from '../../../components/category-icon';
import { Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { EventGrid } from '../../../components/event-grid';
import { categoryGradient } from '../../../lib/category-style';
import { formatCount } from '../../../lib/format-count';
import { categoryCount, useCategories } from '../../../lib/api/categories/get-categories';
import { useFeaturedEvents } from '../../../lib/api/events/get-featured-events';
import { useUpcomingEvents } from '../../../lib/api/events/get-upcoming-events';
import { Button } from '../../../components/button';
import { splitHomeLists } from '../../../lib/home-lists';

export function Section({ id, title, children, action, bg }: { id: string; title: string; children: React.ReactNode; action?: React.ReactNode; bg?: string }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} py="10" bg={bg} id={id} scrollMarginTop="64px">
      <Container maxW="7xl">
        <Flex justify="space-between" align="center" mb="6" gap="4" wrap="wrap">
          <Heading as="h2" id={`${id}-title`} size="2xl">
            {title}
          </Heading>
          {action}
        </Flex>
        {children}
      </Container>
    </Box>
  );
}

export function FeaturedGrid() {
  const { data, isLoading, error } = useFeaturedEvents();
  return (
    <Section id="featured" title="Featured Events This Month">
      <Box data-testid="featured-grid">
        <EventGrid
          events={data && splitHomeLists(data, [], 6, 0).grid}
          isLoading={isLoading}
          error={error}
          errorPrefix="Error loading featured events"
          emptyText="No featured events available at the moment."
          skeletons={6}
          columns={{ base: 1, sm: 2, lg: 3 }}
        />
      </Box>
    </Section>
  );
}

/** On the home page (`excludeFeatured`) Upcoming leaves out what the carousel and the Featured grid show. */
export function UpcomingGrid({ limit = 8, title = 'Upcoming Events', excludeFeatured = false }: { limit?: number; title?: string; excludeFeatured?: boolean }) {
  const featured = useFeaturedEvents();
  // Featured events are the soonest ones, so the home page asks for enough to fill the grid without them.
  const upcoming = useUpcomingEvents(excludeFeatured ? 24 : limit > 12 ? limit : 12);
  const waiting = excludeFeatured && featured.isLoading;
  const data = waiting ? undefined : excludeFeatured ? upcoming.data && splitHomeLists(featured.data ?? [], upcoming.data, 0, limit).upcoming : upcoming.data;
  const isLoading = upcoming.isLoading || waiting;
  const error = upcoming.error;
  return (
    <Section
      id="upcoming"
      title={title}
      bg="gray.50"
      action={
        limit <= 8 ? (
          <Button asChild variant="outline" colorPalette="purple">
            <Link to="/upcoming">View all upcoming</Link>
          </Button>
        ) : undefined
      }
    >
      <Box data-testid="upcoming-grid">
        <EventGrid
          events={data?.slice(0, limit)}
          isLoading={isLoading}
          error={error}
          errorPrefix="Error loading upcoming events"
          emptyText="No upcoming events available at the moment."
          skeletons={8}
        />
      </Box>
    </Section>
  );
}

export function ExploreByCategory({ onSelect }: { onSelect?: (slug: string) => void }) {
  const { data, isLoading, error } = useCategories();
  return (
    <Section id="explore-categories" title="Explore by Category">
      {isLoading && <Text>Loading categories...</Text>}
      {error && <Text color="red.700">{error.message}</Text>}
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4" as="ul" listStyleType="none">
        {(data ?? []).map((c) => {
          const inner = (
            <>
              <Text fontSize="3xl" aria-hidden="true" lineHeight="1" mb="2">
                <CategoryIcon slug={c.slug} size={30} />
              </Text>
              <Text fontWeight="bold" fontSize="lg">
                {c.name}
              </Text>
              <Text fontSize="sm">{formatCount(categoryCount(c))}</Text>
            </>
          );
          const style = {
            display: 'block',
            padding: '1.25rem',
            borderRadius: '1rem',
            color: 'white',
            background: categoryGradient(c.slug),
            height: '100%',
            textAlign: 'left' as const,
            width: '100%',
          };
          return (
            <li key={c.slug} data-testid="category-tile">
              {onSelect ? (
                <button type="button" style={style} onClick={() => onSelect(c.slug)}>
                  {inner}
                </button>
              ) : (
                <Link to="/category/$slug" params={{ slug: c.slug }} style={style}>
                  {inner}
                </Link>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
