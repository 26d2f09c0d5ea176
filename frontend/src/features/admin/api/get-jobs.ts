import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export const jobSchema = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    cron: z.string().nullish(),
    enabled: z.boolean(),
    running: z.boolean(),
    lastRun: z
      .object({ startedAt: z.string(), finishedAt: z.string().nullish(), success: z.boolean().nullish(), message: z.string().nullish() })
      .passthrough()
      .nullish(),
    nextRunAt: z.string().nullish(),
  })
  .passthrough();
export type Job = z.infer<typeof jobSchema>;

/** GET /api/admin/jobs: the scheduler's background jobs. */
export const getJobs = () => adminRequest('/api/admin/jobs', z.object({ items: z.array(jobSchema) }).passthrough());

export const jobsQueryOptions = () => queryOptions({ queryKey: adminKeys.jobs, queryFn: getJobs, retry: adminRetry });

export const useJobs = (refetchInterval?: number | false) => useQuery({ ...jobsQueryOptions(), refetchInterval });
