import { z } from 'zod';

export const PROMOTION_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'x'] as const;

export const eventPromotionRequestSchema = z
  .object({
    eventId: z.string({ required_error: 'Please select an event to generate promotion content.' }).uuid('eventId must be an event id (a UUID)'),
    platforms: z
      .array(z.enum(PROMOTION_PLATFORMS, { errorMap: () => ({ message: 'platforms may be facebook, instagram, tiktok or x' }) }))
      .min(1, 'choose at least one platform')
      .max(PROMOTION_PLATFORMS.length)
      .refine((p) => new Set(p).size === p.length, 'each platform at most once'),
  })
  .strict();
export type EventPromotionRequest = z.infer<typeof eventPromotionRequestSchema>;
