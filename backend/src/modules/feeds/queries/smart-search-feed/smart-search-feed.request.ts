import { z } from 'zod';

/** GET /api/feeds/smart-search.*?q= : the Smart Search text, as the search page sends it. */
export const smartSearchFeedSchema = z.object({
  q: z
    .string({ required_error: 'q is required: the Smart Search to follow', invalid_type_error: 'q must be text' })
    .trim()
    .min(1, 'q must not be empty')
    .max(200, 'q can be at most 200 characters'),
});
export type SmartSearchFeedRequest = z.infer<typeof smartSearchFeedSchema>;
