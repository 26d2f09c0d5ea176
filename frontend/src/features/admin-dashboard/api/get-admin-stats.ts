import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** GET /api/admin/stats: event totals and data-quality figures from the read model. */
export const getAdminStats = () => adminRequest('/api/admin/stats', adminStatsSchema);

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, retry: adminRetry });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
