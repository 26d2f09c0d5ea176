import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { parseParams } from '../lib/route-errors';
import { ExpiredEventPage } from '../features/event/components/expired-event-page';
import { expiredEventQueryOptions } from '../lib/api/events/get-expired-event';
import { idParamsSchema } from '../lib/route-params';

export const Route = createFileRoute('/expired-event/$id')({
  params: { parse: (raw) => parseParams(idParamsSchema, raw, { type: 'invalid-event' }) },
  // Not awaited: the page has its own loading and "Event Not Found" states.
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(expiredEventQueryOptions(params.id)),
  notFoundComponent: RouteNotFound,
  component: function ExpiredRoute() {
    const { id } = Route.useParams();
    return <ExpiredEventPage id={id} />;
  },
});
