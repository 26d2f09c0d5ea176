import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiGet } from '../lib/api-client';
import { eventVenueSchema as forEventSchema } from '../lib/api/api-contracts.gen';

/** The event page's link to its venue's page (nothing when the catalogue has no venue for it). */
export function VenueLink({ eventId }: { eventId: string }) {
  const { data } = useQuery({
    queryKey: ['/api/venues/for-event', eventId],
    queryFn: async () => forEventSchema.parse(await apiGet(`/api/venues/for-event/${encodeURIComponent(eventId)}`)),
    staleTime: 300_000,
  });
  if (!data?.venue) return null;
  return (
    <Text mb="2">
      <ChakraLink asChild color="purple.700" textDecoration="underline">
        <Link to="/venue/$slug" params={{ slug: data.venue.slug }} data-testid="venue-link">
          More festivals at {data.venue.name}
        </Link>
      </ChakraLink>
    </Text>
  );
}
