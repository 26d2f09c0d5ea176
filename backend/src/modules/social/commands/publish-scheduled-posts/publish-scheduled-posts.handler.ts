import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { PostPublisher } from '../post-publisher';
import { PublishScheduledPostsCommand } from './publish-scheduled-posts.command';

/** At most this many posts a tick, so one run stays short; the rest go at the next minute. */
const POSTS_PER_RUN = 10;

@CommandHandler(PublishScheduledPostsCommand)
export class PublishScheduledPostsHandler implements ICommandHandler<PublishScheduledPostsCommand> {
  constructor(
    private readonly automation: AutomationRepository,
    private readonly posts: SocialPostRepository,
    private readonly publisher: PostPublisher,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const due = await this.posts.dueIds(this.clock.now(), POSTS_PER_RUN);
    const { state } = (await this.automation.current()).state;
    // Paused and Stopped hold due posts as they are (still scheduled); they go out once automation is Active again.
    if (state !== 'active') return { message: `Automation is ${state}; ${due.length} due posts held`, counts: { published: 0, failed: 0, held: due.length } };
    let published = 0;
    let failed = 0;
    const errors: string[] = [];
    for (const id of due) {
      const post = await this.publisher.publishDue(id);
      if (!post) continue; // unscheduled or published meanwhile
      if (post.state.state === 'published') published += 1;
      else {
        failed += 1;
        errors.push(`${post.state.platform}: ${post.state.error}`);
      }
    }
    const message =
      due.length === 0
        ? 'No scheduled posts are due'
        : `Published ${published} scheduled post${published === 1 ? '' : 's'}${failed ? `; ${failed} failed (${errors[0]})` : ''}`;
    // A refusal is stored on its post; the run is also marked failed in the operations log so it is seen there.
    if (failed > 0) throw new Error(message);
    return { message, counts: { published, failed, held: 0 } };
  }
}
