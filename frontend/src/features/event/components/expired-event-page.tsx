import { Badge, Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { EventCard } from '../../../components/event-card';
import { EventImage } from '../../../components/event-image';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatEventDate } from '../../../lib/format-date';
import { useExpiredEvent } from '../../../lib/api/events/get-expired-event';
import { SimpleGrid } from '@chakra-ui/react';
import { Button } from '../../../components/button';

export function ExpiredEventPage({ id }: { id: string }) {
  const { data, isLoading, error } = useExpiredEvent(id);
  usePageMeta(data ? `${data.event.title} has ended` : 'Event Has Ended');
  if (isLoading)
    return (
      <Container maxW="6xl" py="16">
        <Text>Loading...</Text>
      </Container>
    );
  if (error || !data)
    return (
      <Container maxW="2xl" py="20" textAlign="center" data-testid="expired-not-found">
        <Heading as="h1" size="3xl">
          Event Not Found
        </Heading>
        <Text mt="3" color="gray.700">
          We couldn't find this event.
        </Text>
        <Button asChild mt="6" colorPalette="purple">
          <Link to="/">Browse Current Events</Link>
        </Button>
      </Container>
    );
  const { event, alternatives } = data;
  return (
    <Container maxW="7xl" py="8" data-testid="expired-page">
      <Box borderRadius="2xl" bg="orange.50" borderWidth="1px" borderColor="orange.200" p="6">
        <Heading as="h1" size="2xl" color="orange.900">
          Event Has Ended
        </Heading>
        <Text mt="1" color="gray.800">
          This event is over, but there are plenty more like it.
        </Text>
        <HStack mt="4" gap="4" align="flex-start" direction={{ base: 'column', md: 'row' }}>
          <Box w={{ base: '100%', md: '260px' }} flexShrink={0} position="relative">
            <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="150px" rounded="12px" />
            <Badge position="absolute" top="2" left="2" colorPalette="gray" variant="solid">
              Expired Event
            </Badge>
          </Box>
          <Stack gap="1">
            <Heading as="h2" size="lg">
              {event.title}
            </Heading>
            <Text color="gray.700">
              {event.dateRange || formatEventDate(event.startDate)} · {event.city}
            </Text>
          </Stack>
        </HStack>
      </Box>
      <Heading as="h2" size="2xl" mt="10" mb="4">
        Similar Events You Might Love
      </Heading>
      {alternatives.length === 0 ? (
        <Text color="gray.700">No similar events right now.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" as="ul" listStyleType="none">
          {alternatives.map((a) => (
            <li key={a.id}>
              <EventCard event={a} label="Available" />
              {a.similarity_reason && (
                <Text fontSize="sm" color="gray.700" mt="1">
                  {a.similarity_reason}
                </Text>
              )}
            </li>
          ))}
        </SimpleGrid>
      )}
      <HStack mt="10" gap="3" justify="center">
        <Button asChild colorPalette="purple">
          <Link to="/">Browse All Events</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/search">Search Events</Link>
        </Button>
      </HStack>
    </Container>
  );
}
