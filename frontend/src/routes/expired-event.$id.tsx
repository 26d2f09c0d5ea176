import { createFileRoute } from '@tanstack/react-router';
import { ExpiredEventPage } from '../features/event/components/expired-event-page';

export const Route = createFileRoute('/expired-event/$id')({
  component: function ExpiredRoute() {
    const { id } = Route.useParams();
    return <ExpiredEventPage id={id} />;
  },
});
