import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

const count = z.number().int().min(0);

/** The dashboard's System Status; also the OpenAPI response schema of GET /api/admin/system-status. */
export const systemStatusViewSchema = z
  .object({
    status: z.enum(['Operational', 'Degraded', 'Down']),
    checkedAt: z.string().datetime(),
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().min(0).nullable() }).strict(),
    readModel: z
      .object({ status: z.enum(['up', 'catching-up', 'down']), adapter: z.enum(['embedded', 'elasticsearch']), documents: count.nullable() })
      .strict(),
    bus: z.object({ adapter: z.enum(['in-process', 'kafka']) }).strict(),
    /** `parked`: events set aside after failing; the runner re-reads the log on failure instead, so always 0 today. */
    projections: z.array(z.object({ name: z.string(), checkpoint: count, lag: count.nullable(), parked: count }).strict()),
    mail: z.object({ adapter: z.enum(['embedded', 'smtp']), pending: count.nullable(), failed: count.nullable() }).strict(),
    uptimeSeconds: count,
    version: z.string(),
  })
  .strict();
export type SystemStatusView = z.infer<typeof systemStatusViewSchema>;

export class GetSystemStatusQuery extends Query<SystemStatusView> {}
