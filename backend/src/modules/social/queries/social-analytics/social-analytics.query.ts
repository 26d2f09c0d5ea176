import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

const countsSchema = z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int(), failed: z.number().int() });
const noDataSchema = z.object({ hasData: z.literal(false), message: z.string(), posts: countsSchema });
const count = z.number().int();

/** Figures of one platform, summed over its measured posts; a figure the platform did not give is null, never 0. */
const platformFiguresSchema = z.object({
  hasData: z.boolean(),
  message: z.string(),
  posts: countsSchema,
  reactions: count,
  comments: count,
  shares: count,
  impressions: count.nullable(),
  reach: count.nullable(),
  saves: count.nullable(),
  measuredPosts: count,
  metricsFetchedAt: z.string().nullable(),
  topPosts: z.array(z.object({ id: z.string(), content: z.string(), publishedAt: z.string().nullable(), reactions: count, comments: count, shares: count })),
});

export const socialAnalyticsSchema = z.object({
  success: z.literal(true),
  analytics: z.object({
    // impressionsMessage says why Facebook impressions are missing (no read_insights, or not fetched yet); null when shown.
    facebook: platformFiguresSchema.extend({ impressionsMessage: z.string().nullable() }),
    instagram: platformFiguresSchema,
    tiktok: noDataSchema.extend({ connected: z.boolean() }),
    x: platformFiguresSchema,
  }),
});
export type SocialAnalytics = z.infer<typeof socialAnalyticsSchema>;
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;

/** Stored posts per platform and state, with the figures last fetched back from each platform. No figure is invented. */
export class SocialAnalyticsQuery extends Query<SocialAnalytics> {}
