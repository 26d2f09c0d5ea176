import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

const countsSchema = z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int(), failed: z.number().int() });
const noDataSchema = z.object({ hasData: z.literal(false), message: z.string(), posts: countsSchema });

export const socialAnalyticsSchema = z.object({
  success: z.literal(true),
  analytics: z.object({
    facebook: z.object({
      hasData: z.boolean(),
      message: z.string(),
      posts: countsSchema,
      reactions: z.number().int(),
      comments: z.number().int(),
      shares: z.number().int(),
      measuredPosts: z.number().int(),
      metricsFetchedAt: z.string().nullable(),
      topPosts: z.array(
        z.object({
          id: z.string(),
          content: z.string(),
          publishedAt: z.string().nullable(),
          reactions: z.number().int(),
          comments: z.number().int(),
          shares: z.number().int(),
        }),
      ),
    }),
    instagram: noDataSchema,
    tiktok: noDataSchema.extend({ connected: z.boolean() }),
    x: noDataSchema,
  }),
});
export type SocialAnalytics = z.infer<typeof socialAnalyticsSchema>;

/** Stored posts per platform and state, with the engagement last fetched back from Facebook. No figure is invented. */
export class SocialAnalyticsQuery extends Query<SocialAnalytics> {}
