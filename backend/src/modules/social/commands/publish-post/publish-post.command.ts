import { z } from 'zod';
import { Command } from '@nestjs/cqrs';
import { PostView, postViewSchema } from '../../application/post.view';

/** Publishes a stored draft (or retries a failed post) through the platform's adapter. */
export class PublishPostCommand extends Command<{ success: boolean; message: string; post: PostView }> {
  constructor(readonly id: string) {
    super();
  }
}

export const publishResultSchema = z.object({ success: z.boolean(), message: z.string(), post: postViewSchema });
