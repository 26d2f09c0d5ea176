import { z } from 'zod';

export const conditionalEnhancementRequestSchema = z
  .object({ maxEnhancements: z.coerce.number().int().min(1).max(50).default(10).describe('How many events needing it to process (1–50)') })
  .strict();
