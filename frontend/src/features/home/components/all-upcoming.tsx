import { Box, Flex, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { EventGrid } from '../../../components/event-grid';
import { allUpcomingQueryOptions } from '../../../lib/api/events/get-upcoming-events';
import { Section } from './home-sections';

/** /upcoming: every upcoming event can be reached, 48 at a time, with the total stated. */
export function AllUpcoming() {
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(allUpcomingQueryOptions());
  const events = data?.pages.flatMap((p) => p.events);
  const total = data?.pages[0]?.total ?? 0;
  return (
    <Section id="upcoming" title="All Upcoming Events" bg="gray.50">
      <Box data-testid="upcoming-grid">
        <EventGrid
          events={events}
          isLoading={isLoading}
          error={error}
          errorPrefix="Error loading upcoming events"
          emptyText="No upcoming events available at the moment."
          skeletons={8}
        />
      </Box>
      {events && events.length > 0 && (
        <Flex mt="8" direction="column" align="center" gap="3">
          <Text color="gray.700" data-testid="upcoming-shown" aria-live="polite">
            Showing {events.length} of {total} upcoming events
          </Text>
          {hasNextPage && (
            <Button colorPalette="purple" variant="outline" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Load more
            </Button>
          )}
        </Flex>
      )}
    </Section>
  );
}
