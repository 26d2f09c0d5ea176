import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { VenuePage } from '../features/venue/venue-page';
import { ApiError } from '../lib/api-client';
import { venuePageQueryOptions } from '../lib/api/venues/get-venue';
import { pageNotFound } from '../lib/route-errors';

function VenueRoute() {
  const { slug } = Route.useParams();
  return <VenuePage slug={slug} />;
}

export const Route = createFileRoute('/venue/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(venuePageQueryOptions(params.slug));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) pageNotFound({ type: 'not-found' });
    }
  },
  notFoundComponent: RouteNotFound,
  component: VenueRoute,
});
