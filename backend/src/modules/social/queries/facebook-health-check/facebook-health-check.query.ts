import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const healthCheckSchema = z.object({
  status: z.enum(['healthy', 'warning', 'error']),
  summary: z.string(),
  timestamp: z.string(),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['pass', 'warning', 'fail']), message: z.string() })),
});
export type FacebookHealthCheck = z.infer<typeof healthCheckSchema>;

/** GET /api/facebook/scheduler/health-check: every part the scheduled posting depends on, checked now. */
export class FacebookHealthCheckQuery extends Query<FacebookHealthCheck> {}
