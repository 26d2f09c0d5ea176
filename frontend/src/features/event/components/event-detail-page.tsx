import { Badge, Box, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { FavouriteButton } from '../../../components/favourite-button';
import { ShareAction } from '../../../components/share-action';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { LazySection } from '../../../components/lazy-section';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatLongDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { datesUnconfirmed, eventDateText } from '../../../lib/event-dates';
import { expiredRedirectTarget, useEvent } from '../../../lib/api/events/get-event';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { EVENT_PAGE_IMAGE_SIZES } from '@contracts/images/uploaded-image-widths';
import { Button } from '../../../components/button';
import { formatPlace } from '../../../lib/format-place';
import { EventSidebar } from './event-sidebar';
import { SimilarEvents } from './similar-events';

// Leaflet is heavy: it loads and draws when the map comes into view, not with the page.
import { VenueLink } from '../../../components/venue-link';
import { AccessibilityBlock } from '../../../components/accessibility-block';

const VenueMap = lazy(() => import('../../../components/venue-map'));

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
  return <EventDetailView event={event} />;
}

/**
 * The public event page's body for one event, however it was obtained: the public page passes the published event,
 * the admin preview a draft from the write model (so a preview is this very page, not a copy of it).
 */
export function EventDetailView({ event, coverUrl }: { event: FestivalEvent; coverUrl?: string }) {
  const venue = event.venue ?? event.location;
  const unconfirmed = datesUnconfirmed(event);
  return (
    // h-event microformat (p-name, dt-start, dt-end, p-location, u-url, p-summary) on the page's own markup, beside the
    // JSON-LD in the head: calendars and readers such as Gancio's take events from either.
    <Box data-testid="event-detail" className="h-event" pb={event.ticketUrl ? { base: '20', md: '0' } : undefined}>
      <Container maxW="6xl" py="8">
        <Box position="relative" borderRadius="2xl" overflow="hidden">
          <EventImage
            src={event.imageUrl}
            eventId={event.id}
            category={event.category}
            alt={event.title}
            height="380px"
            eager
            sizes={EVENT_PAGE_IMAGE_SIZES}
            coverUrl={coverUrl}
          />
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
            <Heading as="h1" size="4xl" className="p-name">
              {event.title}
            </Heading>
            <Text fontSize="lg" color="gray.700">
              <CalendarIcon />
              {/* Estimated dates are not claimed as dates, here as in the JSON-LD. */}
              {unconfirmed || !event.startDate ? (
                <span data-testid="event-dates">{unconfirmed ? eventDateText(event) : formatLongDate(event.startDate)}</span>
              ) : (
                <time data-testid="event-dates" className="dt-start" dateTime={event.startDate}>
                  {formatLongDate(event.startDate)}
                </time>
              )}
              {!unconfirmed && event.endDate && <data className="dt-end" value={event.endDate} />}
              {venue ? (
                <>
                  {' '}
                  · <PinIcon />
                  <span className="p-location">{venue}</span>
                </>
              ) : null}
              <data className="u-url" value={eventPageUrl(event.id)} />
            </Text>
            <HStack>
              <ShareAction
                title={event.title}
                text={`${event.title}: ${eventDateText(event)}${venue ? `, ${venue}` : ''}`}
                to={`/event/${encodeURIComponent(event.id)}`}
              />
            </HStack>
            {event.description && (
              <Text fontSize="lg" whiteSpace="pre-line" className="p-summary">
                {event.description}
              </Text>
            )}
            <AccessibilityBlock accessibility={event.accessibility} subject="event" />
            <AfterFirstPaint>
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
                  <VenueLink eventId={event.id} />
                  <Box h={{ base: '240px', md: '320px' }} borderRadius="xl" overflow="hidden" borderWidth="1px" bg="blue.50" data-testid="venue-map">
                    <LazySection minH="100%" rootMargin="0px" fallback={<Text p="4">Loading map...</Text>}>
                      <VenueMap latitude={event.latitude} longitude={event.longitude} label={formatPlace(venue, event.city) || event.title} />
                    </LazySection>
                  </Box>
                </Box>
              )}
              {/* Its fetch and cards wait until the reader gets near them. */}
              <LazySection minH="0" rootMargin="200px">
                <SimilarEvents event={event} />
              </LazySection>
            </AfterFirstPaint>
          </Stack>
          <EventSidebar event={event} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The event's canonical address, absolute as microformat parsers expect. */
function eventPageUrl(id: string): string {
  return new URL(`/event/${encodeURIComponent(id)}`, window.location.origin).href;
}
