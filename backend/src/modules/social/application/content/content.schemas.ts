import { z } from 'zod';

/** Spec section 3 result shapes; `eventId` says which catalogue event an item is about (null: none). */
const hashtags = z.array(z.string()).max(10);
const eventId = z.string().nullable();

export const weeklyPostSchema = z.object({ platform: z.string(), content: z.string().min(1), hashtags, callToAction: z.string(), eventId });
export const strategySchema = z.object({
  weeklyPosts: z.array(weeklyPostSchema),
  trendingTopics: z.array(z.string()),
  userEngagement: z.array(z.string()),
});
export const instagramItemSchema = z.object({ captionText: z.string().min(1), hashtags, callToAction: z.string(), imagePrompt: z.string(), eventId });
export const instagramSchema = z.object({ content: z.array(instagramItemSchema) });
export const tiktokScriptSchema = z.object({ videoScript: z.string().min(1), hashtags, callToAction: z.string(), trending: z.boolean(), eventId });
export const tiktokSchema = z.object({ scripts: z.array(tiktokScriptSchema) });
export const funnelsSchema = z.object({ funnels: z.array(z.string().min(1)) });
export const promotionPostSchema = z.object({
  platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
  content: z.string().min(1),
  hashtags,
  callToAction: z.string(),
});
export const promotionSchema = z.object({ posts: z.array(promotionPostSchema) });

export type Strategy = z.infer<typeof strategySchema>;
export type InstagramContent = z.infer<typeof instagramSchema>;
export type TikTokScripts = z.infer<typeof tiktokSchema>;
export type Funnels = z.infer<typeof funnelsSchema>;
export type Promotion = z.infer<typeof promotionSchema>;

/** Who wrote the answer (the AI port's provenance). */
export const provenanceSchema = { provider: z.enum(['openai', 'local']), model: z.string(), fallbackReason: z.string().nullable() };

/** JSON schema pieces for OpenAI's strict structured outputs. */
export const str = { type: 'string' } as const;
export const strList = { type: 'array', items: str } as const;
export const nullableId = { type: ['string', 'null'] } as const;
export function objectOf(properties: Record<string, unknown>): Record<string, unknown> {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}
