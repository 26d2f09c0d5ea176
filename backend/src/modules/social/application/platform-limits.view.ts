import { z } from 'zod';

/** GET /api/social-media/limits: the limits the server enforces, for the editor's counters. */
export const socialLimitsSchema = z.object({
  limits: z.array(
    z.object({
      platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']),
      name: z.string(),
      max: z.number().int(),
      linkLength: z.number().int().nullable().describe('characters one link counts for (X: 23); null when links count as written'),
    }),
  ),
});
