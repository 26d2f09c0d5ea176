import { createFileRoute } from '@tanstack/react-router';
import { loadEventEditor } from '../../../../../features/admin-events/events-route';
import { EventEditPage } from '../../../../../features/admin-events/event-edit-page';

export const Route = createFileRoute('/_admin/_gated/admin/events/$id')({
  loader: loadEventEditor,
  component: function EventEditRoute() {
    const { id } = Route.useParams();
    return <EventEditPage id={id} />;
  },
});
