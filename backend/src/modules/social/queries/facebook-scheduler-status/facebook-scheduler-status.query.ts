import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const nextPostSchema = z.object({
  scheduledFor: z.string(),
  label: z.string(),
  kind: z.enum(['weekday', 'saturday', 'sunday']),
  festivals: z.number().int(),
});

export const facebookSchedulerStatusSchema = z.object({
  enabled: z.boolean(),
  automation: z.enum(['active', 'paused', 'stopped']),
  jobsEnabled: z.boolean(),
  schedule: z.string(),
  /** The next posting windows (at most 5) while automation is Active; empty otherwise. */
  nextPosts: z.array(nextPostSchema),
  lastRun: z.object({ startedAt: z.string(), success: z.boolean().nullable(), message: z.string() }).nullable(),
});
export type FacebookSchedulerStatus = z.infer<typeof facebookSchedulerStatusSchema>;

export class FacebookSchedulerStatusQuery extends Query<FacebookSchedulerStatus> {}
