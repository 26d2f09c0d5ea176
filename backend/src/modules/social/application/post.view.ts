import { z } from 'zod';
import { SocialPost } from '../domain/social-post.aggregate';

export const postViewSchema = z.object({
  id: z.string(),
  platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
  state: z.enum(['draft', 'scheduled', 'published', 'failed']),
  source: z.enum(['admin', 'scheduler', 'ai']),
  content: z.string(),
  format: z.enum(['feed', 'story']),
  sandbox: z.boolean(),
  link: z.string().nullable(),
  eventId: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  externalId: z.string().nullable(),
  error: z.string().nullable(),
  metrics: z
    .object({
      reactions: z.number().int(),
      comments: z.number().int(),
      shares: z.number().int(),
      impressions: z.number().int().optional(),
      reach: z.number().int().optional(),
      saves: z.number().int().optional(),
    })
    .nullable(),
  metricsFetchedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type PostView = z.infer<typeof postViewSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPostView(p: SocialPost): PostView {
  const s = p.state;
  return {
    id: p.id,
    platform: s.platform,
    state: s.state,
    source: s.source,
    content: s.content,
    format: s.format,
    sandbox: s.sandbox,
    link: s.link,
    eventId: s.eventId,
    scheduledAt: iso(s.scheduledAt),
    publishedAt: iso(s.publishedAt),
    externalId: s.externalId,
    error: s.error,
    metrics: s.metrics,
    metricsFetchedAt: iso(s.metricsFetchedAt),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    version: p.version,
  };
}

export const postResultSchema = z.object({
  eventId: z.string().nullable(),
  title: z.string(),
  success: z.boolean(),
  postId: z.string(),
  externalId: z.string().nullable(),
  error: z.string().nullable(),
});

/** The spec's post result: success, message, results[] each with success. */
export const postRunResultSchema = z.object({ success: z.boolean(), message: z.string(), results: z.array(postResultSchema) });
export type PostRunResult = z.infer<typeof postRunResultSchema>;
