import { createFileRoute } from '@tanstack/react-router';
import { loadHealthMonitor } from '../../../features/admin-operations/operations-route';
import { HealthMonitorPage } from '../../../features/admin-operations/health-monitor-page';

export const Route = createFileRoute('/_admin/_gated/health-monitor')({
  loader: loadHealthMonitor,
  component: HealthMonitorPage,
});
