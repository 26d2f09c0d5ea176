import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from '../../api/admin-client';
import { socialKeys } from './social-keys';

const counts = z.object({ draft: z.number(), scheduled: z.number(), published: z.number(), failed: z.number() });
const noData = z.object({ hasData: z.boolean(), message: z.string(), posts: counts });
const figures = z.object({
  hasData: z.boolean(),
  message: z.string(),
  posts: counts,
  reactions: z.number(),
  comments: z.number(),
  shares: z.number(),
  impressions: z.number().nullable(),
  reach: z.number().nullable(),
  saves: z.number().nullable(),
  measuredPosts: z.number(),
  metricsFetchedAt: z.string().nullable(),
  topPosts: z.array(
    z.object({ id: z.string(), content: z.string(), publishedAt: z.string().nullable(), reactions: z.number(), comments: z.number(), shares: z.number() }),
  ),
});
export type PlatformFigures = z.infer<typeof figures>;

export const socialAnalyticsSchema = z.object({
  success: z.boolean(),
  analytics: z.object({
    facebook: figures.extend({ impressionsMessage: z.string().nullable() }),
    instagram: figures,
    tiktok: noData.extend({ connected: z.boolean() }),
    x: figures,
  }),
});
export type SocialAnalytics = z.infer<typeof socialAnalyticsSchema>;

/** GET /api/social-media/analytics. */
export const getSocialAnalytics = () => adminRequest('/api/social-media/analytics', socialAnalyticsSchema);
export const socialAnalyticsQueryOptions = () => queryOptions({ queryKey: socialKeys.analytics, queryFn: getSocialAnalytics, retry: adminRetry });
export const useSocialAnalytics = () => useQuery(socialAnalyticsQueryOptions());
