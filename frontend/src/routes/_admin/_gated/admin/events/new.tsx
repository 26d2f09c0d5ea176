import { createFileRoute } from '@tanstack/react-router';
import { EventCreatePage } from '../../../../../features/admin/events/event-create-page';

export const Route = createFileRoute('/_admin/_gated/admin/events/new')({
  component: EventCreatePage,
});
