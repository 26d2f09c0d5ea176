import { Query } from '@nestjs/cqrs';
import { z } from 'zod';

export const tiktokStatusSchema = z.object({
  success: z.literal(true),
  status: z.object({
    hasClientKey: z.boolean(),
    hasClientSecret: z.boolean(),
    hasAccessToken: z.boolean(),
    hasOpenId: z.boolean(),
    configured: z.boolean(),
    redirectUri: z.string(),
    canStoreTokens: z.boolean(),
  }),
  connection: z
    .object({ displayName: z.string().nullable(), connectedAt: z.string(), accessExpiresAt: z.string(), refreshedAt: z.string().nullable() })
    .nullable(),
  nextSteps: z.array(z.string()),
});
export type TikTokStatus = z.infer<typeof tiktokStatusSchema>;

/** GET /api/tiktok/status (polled every 5 s): settings present and connection stored; never a token. */
export class TikTokStatusQuery extends Query<TikTokStatus> {}
