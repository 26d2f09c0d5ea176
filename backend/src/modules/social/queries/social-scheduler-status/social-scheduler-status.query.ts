import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const socialSchedulerStatusSchema = z.object({
  success: z.literal(true),
  status: z.object({
    /** The earliest of the next Facebook window, plan slot and scheduled post while automation is Active (and its job runs), else null. */
    nextPost: z.string().nullable(),
    /** Stored posts waiting in the scheduled state. */
    scheduledPosts: z.number().int(),
    automation: z.enum(['active', 'paused', 'stopped']),
    changedAt: z.string().nullable(),
    changedBy: z.string().nullable(),
  }),
  /** The automation plan (UK time) and the posts a week it makes; Facebook's windows are counted apart. */
  plan: z.object({
    jobEnabled: z.boolean(),
    slots: z.array(
      z.object({ platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']), format: z.enum(['feed', 'story']), days: z.string(), time: z.string() }),
    ),
    postsPerWeek: z.number().int(),
    byPlatform: z.object({ instagram: z.number().int(), tiktok: z.number().int(), x: z.number().int() }),
    facebookWindowsPerWeek: z.number().int(),
    facebookPostsPerWindow: z.number().int(),
    /** The next plan slot while automation is Active and the plan job runs, else null. */
    nextSlot: z.object({ platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']), format: z.enum(['feed', 'story']), at: z.string() }).nullable(),
  }),
});
export type SocialSchedulerStatus = z.infer<typeof socialSchedulerStatusSchema>;

export class SocialSchedulerStatusQuery extends Query<SocialSchedulerStatus> {}
