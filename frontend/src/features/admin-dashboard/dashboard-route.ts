import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { operationsQueryOptions } from '../../lib/admin/api/get-operations';
import { qualityRulesQueryOptions } from '../../lib/admin/api/get-quality-rules';
import { adminStatsQueryOptions } from './api/get-admin-stats';
import { systemStatusQueryOptions } from './api/get-system-status';
import type { DashboardTab } from './dashboard-tabs';
import { OPERATIONS_SHOWN } from './operations-tab';

/** Loader of /admin: the open tab's reads (the tabs use the same query options; the jobs card polls its own). */
export const loadDashboard = (args: AdminLoaderArgs & { deps: { tab?: DashboardTab } }) =>
  loadAdminScreen(args, (queryClient) => {
    const tab = args.deps.tab ?? 'overview';
    if (tab === 'overview')
      return [
        queryClient.prefetchQuery(adminStatsQueryOptions()),
        queryClient.prefetchQuery(systemStatusQueryOptions()),
        queryClient.prefetchQuery(qualityRulesQueryOptions()),
      ];
    if (tab === 'operations') return [queryClient.prefetchQuery(operationsQueryOptions(OPERATIONS_SHOWN, 0))];
    return [];
  });
