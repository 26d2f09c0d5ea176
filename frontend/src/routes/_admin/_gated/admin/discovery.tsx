import { createFileRoute } from '@tanstack/react-router';
import { loadDiscovery } from '../../../../features/admin-discovery/discovery-route';
import { DiscoveryPage } from '../../../../features/admin-discovery/discovery-page';

export const Route = createFileRoute('/_admin/_gated/admin/discovery')({
  loader: loadDiscovery,
  component: DiscoveryPage,
});
