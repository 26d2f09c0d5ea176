import { Box, Container, Flex, Heading, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorPage } from '../../components/error-page';
import { FollowAction } from '../../components/follow-action';
import { AccessibilityBlock } from '../../components/accessibility-block';
import { ACCESS_FACTS, completeAccessibility, type Accessibility } from '@contracts/events/accessibility-facts';
import { usePageMeta } from '../../hooks/use-page-meta';
import { venuePageQueryOptions, type Venue } from '../../lib/api/venues/get-venue';

const VenueMap = lazy(() => import('../../components/venue-map'));

/** schema.org Place of the venue (JSON-LD; JSON.stringify of our own fields, with "<" escaped so no tag can close the script). */
function placeJsonLd(v: Venue): string {
  const facts = completeAccessibility(v.accessibility as Partial<Accessibility> | null | undefined);
  const amenities = ACCESS_FACTS.filter((f) => facts[f.key] !== 'not-stated').map((f) => ({
    '@type': 'LocationFeatureSpecification',
    name: f.label,
    value: facts[f.key] === 'yes',
  }));
  const place = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: v.name,
    address: { '@type': 'PostalAddress', streetAddress: v.address || undefined, addressLocality: v.town, addressRegion: v.regionName, addressCountry: 'GB' },
    geo: v.latitude !== null && v.longitude !== null ? { '@type': 'GeoCoordinates', latitude: v.latitude, longitude: v.longitude } : undefined,
    url: v.website ?? undefined,
    // stated facts only, as LocationFeatureSpecification true/false (not stated: left out)
    amenityFeature: amenities.length ? amenities : undefined,
  };
  return JSON.stringify(place).replace(/</g, '\\u003c');
}

function EventList({ title, events }: { title: string; events: { id: string; title: string; dateRange: string }[] }) {
  return (
    <Box as="section" mt="8">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {events.length === 0 ? (
        <Text mt="2" color="gray.700">
          None listed.
        </Text>
      ) : (
        <List.Root mt="2" gap="1">
          {events.map((e) => (
            <List.Item key={e.id}>
              <ChakraLink asChild color="purple.700" textDecoration="underline">
                <Link to="/event/$id" params={{ id: e.id }}>
                  {e.title}
                </Link>
              </ChakraLink>{' '}
              <Text as="span" color="gray.700">
                {e.dateRange}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** /venue/:slug: the venue, a map, its upcoming events and the past editions held there. */
export function VenuePage({ slug }: { slug: string }) {
  const { data, isLoading, error } = useQuery(venuePageQueryOptions(slug));
  usePageMeta(data ? `${data.venue.name}, ${data.venue.town}` : 'Venue', data ? `Festivals at ${data.venue.name}, ${data.venue.town}` : undefined);
  if (isLoading)
    return (
      <Container py="16">
        <Text>Loading...</Text>
      </Container>
    );
  if (error || !data) return <ErrorPage type="not-found" />;
  const { venue } = data;
  return (
    <Container maxW="4xl" py="8" as="article" data-testid="venue-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: placeJsonLd(venue) }} />
      {/* h-card microformats (https://microformats.org/wiki/h-card) beside the JSON-LD, as on event pages (h-event). */}
      <Box className="h-card">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <Heading as="h1" size="3xl" className="p-name">
            {venue.name}
          </Heading>
          <FollowAction target={{ kind: 'venue', slug: venue.slug }} label={`events at ${venue.name}`} />
        </Flex>
        <Text color="gray.700" mt="1" className="p-adr h-adr">
          {[
            venue.address && { text: venue.address, mf: 'p-street-address' },
            { text: venue.town, mf: 'p-locality' },
            venue.regionName && { text: venue.regionName, mf: 'p-region' },
          ]
            .filter((part): part is { text: string; mf: string } => Boolean(part))
            .map((part, i) => (
              <span key={part.mf}>
                {i > 0 && ', '}
                <span className={part.mf}>{part.text}</span>
              </span>
            ))}
          <data className="p-country-name" value="United Kingdom" />
        </Text>
        {venue.latitude != null && venue.longitude != null && (
          <>
            <data className="p-latitude" value={String(venue.latitude)} />
            <data className="p-longitude" value={String(venue.longitude)} />
          </>
        )}
        <data className="u-url" value={venue.website ?? (typeof window === 'undefined' ? '' : window.location.href.split('?')[0])} />
        {venue.website && (
          <ChakraLink href={venue.website} mt="1" color="purple.700" textDecoration="underline" rel="noopener noreferrer" target="_blank">
            Venue website
          </ChakraLink>
        )}
      </Box>
      {venue.latitude != null && venue.longitude != null && (
        <Box mt="6" height="300px" rounded="16px" overflow="hidden">
          <Suspense fallback={null}>
            <VenueMap latitude={venue.latitude} longitude={venue.longitude} label={venue.name} />
          </Suspense>
        </Box>
      )}
      <AccessibilityBlock accessibility={venue.accessibility} subject="venue" />
      <EventList title="Upcoming events" events={data.upcoming} />
      <EventList title="Past editions held here" events={data.past} />
    </Container>
  );
}
