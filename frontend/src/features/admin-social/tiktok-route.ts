import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { tiktokStatusQueryOptions } from './api/get-tiktok-status';

/** Loader of /tiktok-integration: the connection status (the page polls the same query). */
export const loadTikTokIntegration = (args: AdminLoaderArgs) => loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(tiktokStatusQueryOptions())]);
