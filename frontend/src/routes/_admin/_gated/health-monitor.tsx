import { createFileRoute } from '@tanstack/react-router';
import { HealthMonitorPage } from '../../../features/admin/monitoring/health-monitor-page';

export const Route = createFileRoute('/_admin/_gated/health-monitor')({
  component: HealthMonitorPage,
});
