import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSavedEvents } from '../../../hooks/use-saved-events';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { CardPlaceholders, MobileEventCard } from './mobile-event-card';

/** The favourites tab: every saved event, each loaded by its id. */
export function MobileFavourites({ onOpen }: { onOpen: (e: FestivalEvent) => void }) {
  const { ids, events, isLoading, gone } = useSavedEvents();
  return (
    <Stack gap="3" data-testid="mobile-favourites">
      <Heading as="h2" size="lg">
        Favourites
      </Heading>
      {ids.length === 0 && <Text>No favourites yet.</Text>}
      {events.map((e) => (
        <MobileEventCard key={e.id} event={e} onOpen={onOpen} />
      ))}
      {isLoading && <CardPlaceholders count={Math.min(ids.length - events.length, 3) || 1} label="Loading favourites..." />}
      {gone > 0 && (
        <Text fontSize="sm" color="gray.700">
          {gone === 1 ? 'One saved festival is' : `${gone} saved festivals are`} no longer listed.
        </Text>
      )}
    </Stack>
  );
}
