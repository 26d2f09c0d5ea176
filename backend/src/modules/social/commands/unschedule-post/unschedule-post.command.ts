import { Command } from '@nestjs/cqrs';
import { PostView } from '../../application/post.view';

/** Takes a scheduled post back to a draft. */
export class UnschedulePostCommand extends Command<PostView> {
  constructor(readonly id: string) {
    super();
  }
}
