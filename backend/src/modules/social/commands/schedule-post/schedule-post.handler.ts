import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { PostView, toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { scheduleInstant } from '../../domain/schedule-time';
import { SocialPostNotFoundError } from '../../domain/social.errors';
import { PostPublisher } from '../post-publisher';
import { SchedulePostCommand } from './schedule-post.command';

@CommandHandler(SchedulePostCommand)
export class SchedulePostHandler implements ICommandHandler<SchedulePostCommand> {
  constructor(
    private readonly posts: SocialPostRepository,
    private readonly publisher: PostPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ id, scheduledAt }: SchedulePostCommand): Promise<PostView> {
    return this.uow.run(async (tx) => {
      const post = await this.posts.load(tx, id);
      if (!post) throw new SocialPostNotFoundError(id);
      post.expectPublishable();
      // Refuse now what the job could never publish (TikTok scripts, a post Instagram or X cannot take).
      await this.publisher.check(post.state);
      const now = this.clock.now();
      post.schedule(scheduleInstant(scheduledAt, now), now);
      await this.posts.save(tx, post);
      return toPostView(post);
    });
  }
}
