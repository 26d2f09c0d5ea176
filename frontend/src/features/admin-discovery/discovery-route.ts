import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { discoveryRunsQueryOptions } from './api/discovery-runs';

/** Loader of /admin/discovery: the latest runs (the page uses the same query options). */
export const loadDiscovery = (args: AdminLoaderArgs) => loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(discoveryRunsQueryOptions())]);
