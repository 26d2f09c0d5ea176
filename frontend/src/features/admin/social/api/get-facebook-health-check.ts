import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';

export const healthCheckSchema = z.object({
  status: z.enum(['healthy', 'warning', 'error']),
  summary: z.string(),
  timestamp: z.string(),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['pass', 'warning', 'fail']), message: z.string() })),
});
export type FacebookHealthCheck = z.infer<typeof healthCheckSchema>;

/** GET /api/facebook/scheduler/health-check, run on request (a button), so it is a mutation on the client. */
export const getFacebookHealthCheck = () => adminRequest('/api/facebook/scheduler/health-check', healthCheckSchema);
export const useFacebookHealthCheck = () => useMutation({ mutationFn: getFacebookHealthCheck });
