import { Command } from '@nestjs/cqrs';
import { PostView } from '../../application/post.view';

/** Schedules a draft (or a failed post, or moves a scheduled one) for a future time; the scheduled-posts job publishes it. */
export class SchedulePostCommand extends Command<PostView> {
  constructor(
    readonly id: string,
    readonly scheduledAt: string,
  ) {
    super();
  }
}
