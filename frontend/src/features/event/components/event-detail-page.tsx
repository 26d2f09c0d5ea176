import { Badge, Box, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { FavouriteButton } from '../../../components/favourite-button';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { googleCalendarUrl } from '../../../lib/calendar';
import { formatLongDate, hasDistinctEndDate } from '../../../lib/format-date';
import { formatPrice, isPriceKnown } from '../../../lib/format-price';
import { datesUnconfirmed, eventDateText } from '../../../lib/event-dates';
import { expiredRedirectTarget, useEvent } from '../../../lib/api/events/get-event';
import type { FestivalEvent } from '../../../lib/api/events/event.schema';
import { Button } from '../../../components/button';
import { formatPlace } from '../../../lib/format-place';
import { SimilarEvents } from './similar-events';

// Leaflet is heavy: it loads with the map, not with the page.
const VenueMap = lazy(() => import('./venue-map'));

/** The calendar library loads on the first click only (it is not needed to show the page). */
async function downloadIcs(event: FestivalEvent) {
  const { buildIcs } = await import('../../../lib/calendar-ics');
  const ics = buildIcs({
    id: event.id,
    title: event.title,
    description: event.description,
    location: formatPlace(event.venue ?? event.location, event.city),
    startDate: event.startDate,
    endDate: event.endDate,
    url: window.location.href,
  });
  if (!ics) return;
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${event.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

function DetailSkeleton() {
  return (
    <Container maxW="6xl" py="8" aria-busy="true" aria-label="Loading event">
      <Skeleton height="360px" borderRadius="2xl" />
      <Skeleton height="40px" mt="6" width="60%" />
      <Skeleton height="20px" mt="3" width="40%" />
      <Skeleton height="120px" mt="6" />
    </Container>
  );
}

export function EventNotFound() {
  const router = useRouter();
  usePageMeta('Event Not Found');
  return (
    <Container maxW="2xl" py="20" textAlign="center" data-testid="event-not-found">
      <Badge colorPalette="red" variant="solid">
        INVALID_EVENT
      </Badge>
      <Heading as="h1" size="3xl" mt="4">
        Event Not Found
      </Heading>
      <Text mt="3" color="gray.700">
        Sorry, we couldn't find the event you're looking for.
      </Text>
      <HStack justify="center" mt="6" gap="3">
        <Button variant="outline" onClick={() => router.history.back()}>
          Go Back
        </Button>
        <Button asChild colorPalette="purple">
          <Link to="/">Back to Home</Link>
        </Button>
      </HStack>
    </Container>
  );
}

export function EventDetailPage({ id }: { id: string }) {
  const { data: event, isLoading, error } = useEvent(id);
  const navigate = useNavigate();
  const redirectTo = expiredRedirectTarget(error, id);
  usePageMeta(event?.title ?? 'Festival', event?.description ?? undefined);
  useEffect(() => {
    if (redirectTo) void navigate({ to: redirectTo, replace: true });
  }, [redirectTo, navigate]);

  if (isLoading || redirectTo) return <DetailSkeleton />;
  if (error || !event) return <EventNotFound />;

  const gcal = googleCalendarUrl({
    id: event.id,
    title: event.title,
    description: event.description,
    location: formatPlace(event.venue ?? event.location, event.city),
    startDate: event.startDate,
    endDate: event.endDate,
    url: window.location.href,
  });
  const venue = event.venue ?? event.location;
  const unconfirmed = datesUnconfirmed(event);
  return (
    <Box data-testid="event-detail" pb={event.ticketUrl ? { base: '20', md: '0' } : undefined}>
      <Container maxW="6xl" py="8">
        <Box position="relative" borderRadius="2xl" overflow="hidden">
          <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="380px" eager />
          <HStack position="absolute" top="4" left="4" gap="2">
            <CategoryBadge slug={event.category} name={event.categoryName} />
            <Badge bg="white" color="gray.900" borderRadius="full" px="2">
              {formatPrice(event.price, 'detail')}
            </Badge>
          </HStack>
          <Box position="absolute" top="4" right="4">
            <FavouriteButton id={event.id} title={event.title} size="md" />
          </Box>
        </Box>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8" mt="8">
          <Stack gridColumn={{ lg: 'span 2' }} gap="4">
            <Heading as="h1" size="4xl">
              {event.title}
            </Heading>
            <Text fontSize="lg" color="gray.700">
              <CalendarIcon />
              <span data-testid="event-dates">{unconfirmed ? eventDateText(event) : formatLongDate(event.startDate)}</span>
              {venue ? (
                <>
                  {' '}
                  · <PinIcon />
                  {venue}
                </>
              ) : null}
            </Text>
            {event.description && (
              <Text fontSize="lg" whiteSpace="pre-line">
                {event.description}
              </Text>
            )}
            {event.tags && event.tags.length > 0 && (
              <HStack wrap="wrap" gap="2">
                {event.tags.map((t) => (
                  <Badge key={t} variant="outline">
                    #{t}
                  </Badge>
                ))}
              </HStack>
            )}
            {/* The left column would otherwise end after the description while the right one goes on. */}
            {event.latitude != null && event.longitude != null && (
              <Box as="section" aria-labelledby="venue-map-title" mt="2">
                <Heading as="h2" id="venue-map-title" size="lg" mb="3">
                  Where it is
                </Heading>
                <Box h={{ base: '240px', md: '320px' }} borderRadius="xl" overflow="hidden" borderWidth="1px" bg="blue.50" data-testid="venue-map">
                  <Suspense fallback={<Text p="4">Loading map...</Text>}>
                    <VenueMap latitude={event.latitude} longitude={event.longitude} label={formatPlace(venue, event.city) || event.title} />
                  </Suspense>
                </Box>
              </Box>
            )}
            <SimilarEvents event={event} />
          </Stack>
          <Stack gap="4">
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  Event Details
                </Heading>
              </Card.Header>
              <Card.Body>
                <dl className="ff-dl">
                  <Text as="dt" fontWeight="semibold">
                    {unconfirmed ? 'Dates' : 'Start date'}
                  </Text>
                  <Text as="dd" mb="2">
                    {unconfirmed ? eventDateText(event) : formatLongDate(event.startDate)}
                  </Text>
                  {!unconfirmed && hasDistinctEndDate(event.startDate, event.endDate) && (
                    <>
                      <Text as="dt" fontWeight="semibold">
                        End date
                      </Text>
                      <Text as="dd" mb="2">
                        {formatLongDate(event.endDate)}
                      </Text>
                    </>
                  )}
                  <Text as="dt" fontWeight="semibold">
                    Price
                  </Text>
                  <Text as="dd" data-testid="event-price">
                    {formatPrice(event.price, 'detail')}
                    {!isPriceKnown(event.price) && event.ticketUrl && (
                      <>
                        {' — '}
                        <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
                          see the official site
                        </a>
                      </>
                    )}
                  </Text>
                </dl>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  Location &amp; Venue
                </Heading>
              </Card.Header>
              <Card.Body>
                <dl>
                  <Text as="dt" fontWeight="semibold">
                    Venue
                  </Text>
                  <Text as="dd" mb="2">
                    {venue ?? 'Venue TBA'}
                  </Text>
                  <Text as="dt" fontWeight="semibold">
                    City
                  </Text>
                  <Text as="dd" mb="2">
                    {event.city ?? '—'}
                  </Text>
                  <Text as="dt" fontWeight="semibold">
                    Region
                  </Text>
                  <Text as="dd">{event.regionName ?? event.region ?? '—'}</Text>
                </dl>
              </Card.Body>
            </Card.Root>
            {event.ticketUrl && (
              // On phones the button stays in view above the bottom bar (styles.css, .ff-sticky-tickets).
              <Button asChild colorPalette="purple" size="lg" className="ff-sticky-tickets" data-testid="get-tickets">
                <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                  Get Tickets Now<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Button>
            )}
            {/* An estimated date is not offered to calendars: a diary entry would state a day nobody announced. */}
            {unconfirmed && (
              <Text fontSize="sm" color="gray.700" data-testid="calendar-later">
                Calendar links appear here once the dates are confirmed.
              </Text>
            )}
            {event.startDate && !unconfirmed && (
              <HStack gap="2" wrap="wrap" aria-label="Add to calendar" role="group">
                <Button variant="outline" onClick={() => void downloadIcs(event)} data-testid="add-ics">
                  Add to calendar (.ics)
                </Button>
                {gcal && (
                  <Button asChild variant="outline">
                    <a href={gcal} target="_blank" rel="noopener noreferrer">
                      Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </Button>
                )}
              </HStack>
            )}
            <Button asChild variant="ghost">
              <Link to="/">Browse More Events</Link>
            </Button>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
