import { z } from 'zod';

export const createPostRequestSchema = z
  .object({
    platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']).default('facebook'),
    eventId: z.string().uuid('eventId must be an event id (a UUID)').optional(),
    /** Publish through the sandbox channel: stored as what would be posted, no platform account needed. */
    sandbox: z.boolean().optional(),
    content: z.string().trim().min(1, 'the post text is empty').max(63_206, 'at most 63,206 characters').optional(),
  })
  .strict()
  .refine((b) => b.eventId !== undefined || b.content !== undefined, { message: 'give the post text, an event id, or both', path: ['content'] });
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;
