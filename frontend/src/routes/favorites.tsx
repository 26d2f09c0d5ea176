import { Container, Heading, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { EventGrid } from '../components/event-grid';
import { useSavedEvents } from '../hooks/use-saved-events';
import { usePageMeta } from '../hooks/use-page-meta';
import { eventQueryOptions } from '../lib/api/events/get-event';
import { readFavourites } from '../lib/favourites.atoms';

function FavouritesPage() {
  usePageMeta('Favourite Festivals');
  const { ids, events, isLoading, gone } = useSavedEvents();
  return (
    <Container maxW="7xl" py="8" data-testid="favourites-page">
      <Heading as="h1" size="3xl" mb="2">
        Favourite Festivals
      </Heading>
      <Text color="gray.700" mb="6">
        Festivals you saved with the heart button, on this device.
      </Text>
      {ids.length === 0 ? (
        <Text>No favourites yet. Tap the heart on any event to add it to your favourites.</Text>
      ) : (
        <>
          <EventGrid events={events} isLoading={isLoading && events.length === 0} emptyText="Your saved festivals are no longer listed." />
          {gone > 0 && events.length > 0 && (
            <Text mt="4" color="gray.700">
              {gone === 1 ? 'One saved festival is' : `${gone} saved festivals are`} no longer listed.
            </Text>
          )}
        </>
      )}
    </Container>
  );
}

export const Route = createFileRoute('/favorites')({
  // Saved ids live in this browser; each saved event starts loading by its id before the page renders.
  loader: ({ context: { queryClient } }) => readFavourites().forEach((id) => void queryClient.prefetchQuery(eventQueryOptions(id))),
  component: FavouritesPage,
});
