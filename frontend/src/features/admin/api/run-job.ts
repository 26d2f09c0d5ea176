import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

const runJobResultSchema = z.object({ operationId: z.union([z.string(), z.number()]).nullish(), message: z.string().nullish() }).passthrough();

/** POST /api/admin/jobs/:name/run → 202 Started; 409 when the job is already running. */
export const runJob = (name: string) => adminRequest(`/api/admin/jobs/${encodeURIComponent(name)}/run`, runJobResultSchema, { method: 'POST' });

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.jobs }), queryClient.invalidateQueries({ queryKey: ['admin', 'operations'] })]),
  });
}
