import { createFileRoute } from '@tanstack/react-router';
import { loadEventCreate } from '../../../../../features/admin-events/events-route';
import { EventCreatePage } from '../../../../../features/admin-events/event-create-page';

export const Route = createFileRoute('/_admin/_gated/admin/events/new')({
  loader: loadEventCreate,
  component: EventCreatePage,
});
