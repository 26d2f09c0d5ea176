import { createFileRoute } from '@tanstack/react-router';
import { loadVenueEditor } from '../../../../../features/admin-venues/venues-route';
import { VenueEditPage } from '../../../../../features/admin-venues/venue-edit-page';

export const Route = createFileRoute('/_admin/_gated/admin/venues/$id')({
  loader: loadVenueEditor,
  component: function VenueEditRoute() {
    const { id } = Route.useParams();
    return <VenueEditPage id={id} />;
  },
});
