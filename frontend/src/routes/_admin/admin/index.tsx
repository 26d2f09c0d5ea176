import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin-dashboard/dashboard-page';
import type { DashboardTab } from '../../../features/admin-dashboard/dashboard-tabs';
import { ImageLaunchers } from '../../../features/admin-images/image-launchers';
import { loadDashboard } from '../../../features/admin-dashboard/dashboard-route';
import { SocialLaunchers } from '../../../features/admin-social/social-launchers';

// Kept inline (not imported from the feature): search validation stays in the always-loaded route tree.
const TABS: readonly string[] = ['overview', 'search-console', 'admin-tools', 'operations'];

export const Route = createFileRoute('/_admin/admin/')({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } =>
    typeof search.tab === 'string' && TABS.includes(search.tab) && search.tab !== 'overview' ? { tab: search.tab as DashboardTab } : {},
  loaderDeps: ({ search }) => search,
  loader: loadDashboard,
  component: function DashboardRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DashboardPage
        tab={tab ?? 'overview'}
        onTabChange={(next) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })}
        // The dashboard's cards of other features: the route composes them (features do not import each other).
        toolCards={{ images: <ImageLaunchers />, social: <SocialLaunchers /> }}
      />
    );
  },
});
