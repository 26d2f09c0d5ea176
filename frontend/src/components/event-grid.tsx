import { Box, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FestivalEvent } from '../lib/api/api-contracts.gen';
import { EventCard } from './event-card';

interface Props {
  events: FestivalEvent[] | undefined;
  isLoading?: boolean;
  error?: Error | null;
  errorPrefix?: string;
  emptyText?: string;
  skeletons?: number;
  label?: string;
  columns?: Record<string, number>;
}

export function EventGrid({ events, isLoading, error, errorPrefix, emptyText, skeletons = 4, label, columns }: Props) {
  const cols = columns ?? { base: 1, sm: 2, lg: 3, xl: 4 };
  if (isLoading)
    return (
      <SimpleGrid columns={cols} gap="6" role="status" aria-busy="true" aria-label="Loading events">
        {Array.from({ length: skeletons }, (_, i) => (
          <Stack key={i} gap="3" data-testid="skeleton-card" minH="370px">
            <Skeleton height="180px" borderRadius="xl" />
            <Skeleton height="20px" />
            <Skeleton height="16px" width="60%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  if (error)
    return (
      <Text color="red.700" role="alert">
        {errorPrefix ? `${errorPrefix}: ${error.message}` : error.message}
      </Text>
    );
  if (!events || events.length === 0) return <Text color="gray.700">{emptyText ?? 'No events found'}</Text>;
  return (
    <SimpleGrid columns={cols} gap="6" as="ul" listStyleType="none">
      {events.map((e) => (
        // A grid item, so every card fills its row's height and the cards' bottoms line up.
        <Box as="li" key={e.id} display="grid">
          <EventCard event={e} label={label} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
