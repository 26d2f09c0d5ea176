import { z } from 'zod';

export const bulkEnhanceRequestSchema = z
  .object({
    eventIds: z
      .union([z.array(z.string().max(100)).max(500), z.string().max(20_000)])
      .describe('Event ids: an array, or one comma-separated string (at most 50)'),
  })
  .strict();
