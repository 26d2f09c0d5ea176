import { Container, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { EventGrid } from '../components/event-grid';
import { upcomingEventsQueryOptions } from '../features/events/api/get-upcoming-events';
import { favouritesAtom } from '../features/favourites/favourites.atoms';
import { usePageMeta } from '../hooks/use-page-meta';
import { useQueries } from '@tanstack/react-query';
import { eventQueryOptions } from '../features/events/api/get-event';

function FavouritesPage() {
  usePageMeta('Saved Festivals');
  const ids = useAtomValue(favouritesAtom);
  const upcoming = useQuery(upcomingEventsQueryOptions(100));
  const missing = ids.filter((id) => !upcoming.data?.some((e) => e.id === id));
  const extra = useQueries({ queries: upcoming.isSuccess ? missing.map((id) => ({ ...eventQueryOptions(id), retry: false })) : [] });
  const events = [...(upcoming.data ?? []).filter((e) => ids.includes(e.id)), ...extra.flatMap((q) => (q.data ? [q.data] : []))];
  return (
    <Container maxW="7xl" py="8" data-testid="favourites-page">
      <Heading as="h1" size="3xl" mb="2">Saved Festivals</Heading>
      <Text color="gray.700" mb="6">Festivals you saved with the heart button, on this device.</Text>
      {ids.length === 0 ? <Text>No saved festivals yet. Tap the heart on any event to save it.</Text> : (
        <EventGrid events={events} isLoading={upcoming.isLoading} emptyText="Your saved festivals are no longer listed." />
      )}
    </Container>
  );
}

export const Route = createFileRoute('/favorites')({ component: FavouritesPage });
