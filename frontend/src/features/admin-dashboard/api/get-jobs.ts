import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** GET /api/admin/jobs: the scheduler's background jobs. */
export const getJobs = () => adminRequest('/api/admin/jobs', jobListSchema);

export const jobsQueryOptions = () => queryOptions({ queryKey: adminKeys.jobs, queryFn: getJobs, retry: adminRetry });

export const useJobs = (refetchInterval?: number | false) => useQuery({ ...jobsQueryOptions(), refetchInterval });
