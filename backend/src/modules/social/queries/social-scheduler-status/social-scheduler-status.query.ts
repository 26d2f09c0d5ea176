import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const socialSchedulerStatusSchema = z.object({
  success: z.literal(true),
  status: z.object({
    /** The next posting window while automation is Active, else null. */
    nextPost: z.string().nullable(),
    /** Stored posts waiting in the scheduled state. */
    scheduledPosts: z.number().int(),
    automation: z.enum(['active', 'paused', 'stopped']),
    changedAt: z.string().nullable(),
    changedBy: z.string().nullable(),
  }),
});
export type SocialSchedulerStatus = z.infer<typeof socialSchedulerStatusSchema>;

export class SocialSchedulerStatusQuery extends Query<SocialSchedulerStatus> {}
