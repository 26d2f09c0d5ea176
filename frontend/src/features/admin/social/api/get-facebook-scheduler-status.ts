import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export const facebookSchedulerStatusSchema = z.object({
  enabled: z.boolean(),
  automation: z.enum(['active', 'paused', 'stopped']),
  jobsEnabled: z.boolean(),
  schedule: z.string(),
  nextPosts: z.array(z.object({ scheduledFor: z.string(), label: z.string(), kind: z.string(), festivals: z.number() })),
  lastRun: z.object({ startedAt: z.string(), success: z.boolean().nullable(), message: z.string() }).nullable(),
});

/** GET /api/facebook/scheduler/status. */
export const getFacebookSchedulerStatus = () => adminRequest('/api/facebook/scheduler/status', facebookSchedulerStatusSchema);
export const facebookSchedulerQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.facebookScheduler, queryFn: getFacebookSchedulerStatus, retry: adminRetry });
export const useFacebookSchedulerStatus = () => useQuery(facebookSchedulerQueryOptions());
