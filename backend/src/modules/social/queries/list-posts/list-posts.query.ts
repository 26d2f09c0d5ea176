import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { PostView, postViewSchema } from '../../application/post.view';

export const listPostsRequestSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    platform: z.enum(['facebook', 'instagram', 'tiktok', 'x']).optional(),
    state: z.enum(['draft', 'scheduled', 'published', 'failed']).optional(),
  })
  .strict();
export type ListPostsRequest = z.infer<typeof listPostsRequestSchema>;
export const postPageSchema = z.object({ items: z.array(postViewSchema), total: z.number().int() });

export class ListPostsQuery extends Query<{ items: PostView[]; total: number }> {
  constructor(readonly request: ListPostsRequest) {
    super();
  }
}
