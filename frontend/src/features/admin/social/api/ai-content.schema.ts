import { z } from 'zod';

/** Provenance of an AI answer and the number of catalogue events it was written from. */
export const aiAnswerFields = {
  success: z.boolean(),
  eventsUsed: z.number(),
  provider: z.enum(['openai', 'local']),
  model: z.string(),
  fallbackReason: z.string().nullable(),
};
export type AiAnswerMeta = { eventsUsed: number; provider: 'openai' | 'local'; model: string; fallbackReason: string | null };
const hashtags = z.array(z.string());
const eventId = z.string().nullable();

export const strategyAnswerSchema = z.object({
  ...aiAnswerFields,
  strategy: z.object({
    weeklyPosts: z.array(z.object({ platform: z.string(), content: z.string(), hashtags, callToAction: z.string(), eventId })),
    trendingTopics: z.array(z.string()),
    userEngagement: z.array(z.string()),
  }),
});
export const instagramAnswerSchema = z.object({
  ...aiAnswerFields,
  content: z.array(z.object({ captionText: z.string(), hashtags, callToAction: z.string(), imagePrompt: z.string(), eventId })),
});
export const tiktokAnswerSchema = z.object({
  ...aiAnswerFields,
  category: z.string(),
  scripts: z.array(z.object({ videoScript: z.string(), hashtags, callToAction: z.string(), trending: z.boolean(), eventId })),
});
export const funnelsAnswerSchema = z.object({ ...aiAnswerFields, funnels: z.array(z.string()) });
export const promotionAnswerSchema = z.object({
  success: z.boolean(),
  eventId: z.string(),
  provider: z.enum(['openai', 'local']),
  model: z.string(),
  fallbackReason: z.string().nullable(),
  posts: z.array(z.object({ platform: z.string(), content: z.string(), hashtags, callToAction: z.string(), postId: z.string() })),
});
export type PromotionAnswer = z.infer<typeof promotionAnswerSchema>;
