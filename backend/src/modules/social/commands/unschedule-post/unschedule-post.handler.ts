import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { PostView, toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialPostNotFoundError } from '../../domain/social.errors';
import { UnschedulePostCommand } from './unschedule-post.command';

@CommandHandler(UnschedulePostCommand)
export class UnschedulePostHandler implements ICommandHandler<UnschedulePostCommand> {
  constructor(
    private readonly posts: SocialPostRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ id }: UnschedulePostCommand): Promise<PostView> {
    return this.uow.run(async (tx) => {
      // The lock waits for a job publishing this post right now; afterwards it is published and refused here (409).
      const post = await this.posts.load(tx, id);
      if (!post) throw new SocialPostNotFoundError(id);
      post.unschedule(this.clock.now());
      await this.posts.save(tx, post);
      return toPostView(post);
    });
  }
}
