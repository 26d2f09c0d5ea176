import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

/** A background job as the admin screen shows it (platform/scheduler/job-scheduler.ts JobInfo). */
export const jobInfoSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    /** Cron expression, Europe/London. */
    cron: z.string(),
    enabled: z.boolean(),
    running: z.boolean(),
    lastRun: z
      .object({ startedAt: z.string().datetime(), finishedAt: z.string().datetime().nullable(), success: z.boolean().nullable(), message: z.string() })
      .strict()
      .nullable(),
    nextRunAt: z.string().datetime().nullable(),
  })
  .strict();
export const jobListSchema = z.object({ items: z.array(jobInfoSchema) }).strict();

/** Every registered job with its schedule, on/off state, whether it runs now, its last and next run. */
export class ListJobsQuery extends Query<z.infer<typeof jobListSchema>> {}
