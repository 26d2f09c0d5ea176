import { z } from 'zod';

/** One item of a generator's answer (strategy post, Instagram caption, TikTok script), as the screen shows it. */
export const saveGeneratedPostRequestSchema = z
  .object({
    // Strategy items name their platform in words the AI chose ("Instagram"); compare without case.
    platform: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['facebook', 'instagram', 'tiktok', 'x'], { message: 'platform must be facebook, instagram, tiktok or x' }),
    ),
    text: z.string().trim().min(1, 'the item has no text').max(4000, 'at most 4,000 characters'),
    hashtags: z.array(z.string().trim().min(1).max(100)).max(10, 'at most 10 hashtags').default([]),
    callToAction: z.string().trim().max(300, 'the call to action is at most 300 characters').default(''),
    eventId: z.string().uuid('eventId must be an event id (a UUID)').nullable().default(null),
  })
  .strict();
export type SaveGeneratedPostRequest = z.infer<typeof saveGeneratedPostRequestSchema>;
