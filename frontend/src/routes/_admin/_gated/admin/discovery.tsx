import { createFileRoute } from '@tanstack/react-router';
import { DiscoveryPage } from '../../../../features/admin/discovery/discovery-page';

export const Route = createFileRoute('/_admin/_gated/admin/discovery')({
  component: DiscoveryPage,
});
