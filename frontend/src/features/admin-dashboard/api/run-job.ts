import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobStartedSchema } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

/** POST /api/admin/jobs/:name/run → 202 Started; 409 when the job is already running. */
export const runJob = (name: string) => adminRequest(`/api/admin/jobs/${encodeURIComponent(name)}/run`, jobStartedSchema, { method: 'POST' });

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.jobs }), queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] })]),
  });
}
