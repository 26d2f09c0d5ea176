import { z } from 'zod';

/** What /api/health answers (also its OpenAPI response schema). */
const projectionStatus = z.enum(['starting', 'degraded', 'ok']);
export const healthSchema = z.object({
  status: projectionStatus,
  database: z.enum(['up', 'down']),
  readModel: z.object({
    generation: z.string(),
    caughtUp: z.boolean(),
    projections: z.array(z.object({ name: z.string(), status: projectionStatus, checkpoint: z.number().int(), parked: z.number().int() })),
  }),
});
