import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemStatusSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** GET /api/admin/system-status. */
export const getSystemStatus = () => adminRequest('/api/admin/system-status', systemStatusSchema);

export const systemStatusQueryOptions = () => queryOptions({ queryKey: adminKeys.systemStatus, queryFn: getSystemStatus, retry: adminRetry });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
