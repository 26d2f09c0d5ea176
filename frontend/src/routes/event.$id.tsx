import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { parseParams } from '../lib/route-errors';
import { EventDetailPage } from '../features/event/components/event-detail-page';
import { loadEvent } from '../features/event/event-route';
import { idParamsSchema } from '../lib/route-params';

export const Route = createFileRoute('/event/$id')({
  params: { parse: (raw) => parseParams(idParamsSchema, raw, { type: 'invalid-event' }) },
  loader: loadEvent,
  notFoundComponent: RouteNotFound,
  component: function EventRoute() {
    const { id } = Route.useParams();
    return <EventDetailPage id={id} />;
  },
});
