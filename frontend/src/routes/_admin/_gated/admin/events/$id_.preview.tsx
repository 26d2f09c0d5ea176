import { createFileRoute } from '@tanstack/react-router';
import { EventPreviewPage } from '../../../../../features/admin-events/event-preview-page';
import { EventDetailView } from '../../../../../features/event/components/event-detail-page';

/** An admin's preview of an event's public page (drafts included): the public page component, composed here. */
export const Route = createFileRoute('/_admin/_gated/admin/events/$id_/preview')({
  component: function EventPreviewRoute() {
    const { id } = Route.useParams();
    return (
      <EventPreviewPage id={id} render={(event) => <EventDetailView event={event} coverUrl={`/api/admin/events/${encodeURIComponent(id)}/cover.svg`} />} />
    );
  },
});
