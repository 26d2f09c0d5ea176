import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin/dashboard/dashboard-page';
import type { DashboardTab } from '../../../features/admin/dashboard/dashboard-tabs';

// Kept inline (not imported from the feature): search validation stays in the always-loaded route tree.
const TABS: readonly string[] = ['overview', 'search-console', 'admin-tools', 'operations'];

export const Route = createFileRoute('/_admin/admin/')({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } =>
    typeof search.tab === 'string' && TABS.includes(search.tab) && search.tab !== 'overview' ? { tab: search.tab as DashboardTab } : {},
  component: function DashboardRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DashboardPage tab={tab ?? 'overview'} onTabChange={(next) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })} />;
  },
});
