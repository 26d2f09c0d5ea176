import { Command } from '@nestjs/cqrs';
import { PostView } from '../../application/post.view';

/** Publishes a stored draft (or retries a failed post) through the platform's adapter. */
export class PublishPostCommand extends Command<{ success: boolean; message: string; post: PostView }> {
  constructor(readonly id: string) {
    super();
  }
}
