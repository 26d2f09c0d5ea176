import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialSchedulerStatusSchema, type SocialSchedulerStatus } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { socialKeys } from './social-keys';

export type { SocialSchedulerStatus };

/** GET /api/social-media/scheduler/status. */
export const getSocialSchedulerStatus = () => adminRequest('/api/social-media/scheduler/status', socialSchedulerStatusSchema);
export const socialSchedulerQueryOptions = () => queryOptions({ queryKey: socialKeys.schedulerStatus, queryFn: getSocialSchedulerStatus, retry: adminRetry });
export const useSocialSchedulerStatus = () => useQuery(socialSchedulerQueryOptions());
