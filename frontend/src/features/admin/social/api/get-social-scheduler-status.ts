import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

export const socialSchedulerStatusSchema = z.object({
  success: z.boolean(),
  status: z.object({
    nextPost: z.string().nullable(),
    scheduledPosts: z.number(),
    automation: z.enum(['active', 'paused', 'stopped']),
    changedAt: z.string().nullable(),
    changedBy: z.string().nullable(),
  }),
  plan: z.object({
    jobEnabled: z.boolean(),
    slots: z.array(
      z.object({ platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']), format: z.enum(['feed', 'story']), days: z.string(), time: z.string() }),
    ),
    postsPerWeek: z.number(),
    byPlatform: z.object({ instagram: z.number(), tiktok: z.number(), x: z.number() }),
    facebookWindowsPerWeek: z.number(),
    facebookPostsPerWindow: z.number(),
    nextSlot: z.object({ platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']), format: z.enum(['feed', 'story']), at: z.string() }).nullable(),
  }),
});
export type SocialSchedulerStatus = z.infer<typeof socialSchedulerStatusSchema>;

/** GET /api/social-media/scheduler/status. */
export const getSocialSchedulerStatus = () => adminRequest('/api/social-media/scheduler/status', socialSchedulerStatusSchema);
export const socialSchedulerQueryOptions = () => queryOptions({ queryKey: socialKeys.schedulerStatus, queryFn: getSocialSchedulerStatus, retry: adminRetry });
export const useSocialSchedulerStatus = () => useQuery(socialSchedulerQueryOptions());
