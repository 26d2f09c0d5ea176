import { Command } from '@nestjs/cqrs';
import { PostRunResult } from '../../application/post.view';

/**
 * Posts upcoming festivals to the Facebook page, `interval` apart: `now` the next three (POST /api/facebook/post-events),
 * `test` and `test-weekend` one post in the weekday or weekend style, `window` the scheduler's run for a posting window.
 */
export type PostRunMode = { kind: 'now' } | { kind: 'test' } | { kind: 'test-weekend' } | { kind: 'window'; start: Date; weekend: boolean };

export class PostUpcomingFestivalsCommand extends Command<PostRunResult> {
  constructor(readonly mode: PostRunMode) {
    super();
  }
}
