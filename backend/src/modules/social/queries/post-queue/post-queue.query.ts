import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { postViewSchema } from '../../application/post.view';

export const postQueueRequestSchema = z
  .object({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'from is a UK date, YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'from is not a real date'),
    days: z.coerce.number().int().min(1, 'days is 1 to 42').max(42, 'days is 1 to 42').default(7),
    platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']).optional(),
  })
  .strict();
export type PostQueueRequest = z.infer<typeof postQueueRequestSchema>;

export const postQueueSchema = z.object({
  from: z.string().describe('the first UK midnight of the range, as an instant'),
  to: z.string().describe('the UK midnight after the last day'),
  items: z.array(postViewSchema).describe('scheduled and published posts by their time (published, else scheduled), oldest first'),
});
export type PostQueue = z.infer<typeof postQueueSchema>;

/** The calendar: scheduled and published posts of `days` UK days from `from`, optionally of one platform. */
export class PostQueueQuery extends Query<PostQueue> {
  constructor(readonly request: PostQueueRequest) {
    super();
  }
}
