import { Box, Heading } from '@chakra-ui/react';
import { EventGrid } from '../../../components/event-grid';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { useSearchEvents } from '../../../lib/api/events/search-events';
import { withoutIds } from '../../../lib/home-lists';

/** Up to three other upcoming festivals of the same category (GET /api/events/search), under the description. */
export function SimilarEvents({ event }: { event: FestivalEvent }) {
  const { data, isLoading, error } = useSearchEvents({ category: event.category ?? undefined, sortBy: 'date', limit: 4 }, Boolean(event.category));
  const others = data ? withoutIds(data.events, new Set([event.id])).slice(0, 3) : undefined;
  if (!event.category || (others && others.length === 0) || error) return null;
  return (
    <Box as="section" aria-labelledby="similar-title" mt="4" data-testid="similar-events">
      <Heading as="h2" id="similar-title" size="lg" mb="3">
        More {event.categoryName ?? 'festivals'} like this
      </Heading>
      <EventGrid events={others} isLoading={isLoading} skeletons={3} columns={{ base: 1, sm: 2, xl: 3 }} />
    </Box>
  );
}
