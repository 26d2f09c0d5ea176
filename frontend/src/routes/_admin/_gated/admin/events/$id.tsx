import { createFileRoute } from '@tanstack/react-router';
import { EventEditPage } from '../../../../../features/admin/events/event-edit-page';

export const Route = createFileRoute('/_admin/_gated/admin/events/$id')({
  component: function EventEditRoute() {
    const { id } = Route.useParams();
    return <EventEditPage id={id} />;
  },
});
