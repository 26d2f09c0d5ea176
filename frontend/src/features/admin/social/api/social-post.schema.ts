import { z } from 'zod';

export const socialPostSchema = z.object({
  id: z.string(),
  platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
  state: z.enum(['draft', 'scheduled', 'published', 'failed']),
  source: z.string(),
  content: z.string(),
  format: z.enum(['feed', 'story']),
  sandbox: z.boolean().default(false),
  link: z.string().nullable(),
  eventId: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  externalId: z.string().nullable(),
  error: z.string().nullable(),
  metrics: z
    .object({
      reactions: z.number(),
      comments: z.number(),
      shares: z.number(),
      impressions: z.number().optional(),
      reach: z.number().optional(),
      saves: z.number().optional(),
    })
    .nullable(),
  metricsFetchedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;
export type SocialPlatform = SocialPost['platform'];
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['facebook', 'instagram', 'tiktok', 'x'];
