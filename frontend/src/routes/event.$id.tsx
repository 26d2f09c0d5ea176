import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '../features/event/components/event-detail-page';
import { loadEvent } from '../features/event/event-route';

export const Route = createFileRoute('/event/$id')({
  loader: loadEvent,
  component: function EventRoute() {
    const { id } = Route.useParams();
    return <EventDetailPage id={id} />;
  },
});
