import { loadAdminScreen, type AdminLoaderArgs } from '../../lib/admin/admin-loader';
import { operationKindsQueryOptions, operationsQueryOptions } from '../../lib/admin/api/get-operations';
import { websiteHealthQueryOptions } from './api/get-website-health';
import { OPERATIONS_PAGE_SIZE, type OperationsSearch } from './operations-log-page';

/** Loaders of /admin/operations and /health-monitor (the pages use the same query options). */
export const loadOperationsLog = (args: AdminLoaderArgs & { deps: OperationsSearch }) => {
  const { page = 1, ...filter } = args.deps;
  loadAdminScreen(args, (queryClient) => [
    queryClient.prefetchQuery(operationsQueryOptions(OPERATIONS_PAGE_SIZE, (page - 1) * OPERATIONS_PAGE_SIZE, filter)),
    queryClient.prefetchQuery(operationKindsQueryOptions()),
  ]);
};

export const loadHealthMonitor = (args: AdminLoaderArgs) => loadAdminScreen(args, (queryClient) => [queryClient.prefetchQuery(websiteHealthQueryOptions())]);
