import { queryOptions, useQuery } from '@tanstack/react-query';
import { facebookSchedulerStatusSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

/** GET /api/facebook/scheduler/status. */
export const getFacebookSchedulerStatus = () => adminRequest('/api/facebook/scheduler/status', facebookSchedulerStatusSchema);
export const facebookSchedulerQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.facebookScheduler, queryFn: getFacebookSchedulerStatus, retry: adminRetry });
export const useFacebookSchedulerStatus = () => useQuery(facebookSchedulerQueryOptions());
