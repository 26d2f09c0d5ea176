import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialPostNotFoundError, UnsupportedPlatformError } from '../../domain/social.errors';
import { FacebookPublisher } from '../facebook-publisher';
import { PublishPostCommand } from './publish-post.command';

@CommandHandler(PublishPostCommand)
export class PublishPostHandler implements ICommandHandler<PublishPostCommand> {
  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly posts: SocialPostRepository,
  ) {}

  async execute({ id }: PublishPostCommand) {
    const post = await this.posts.find(id);
    if (!post) throw new SocialPostNotFoundError(id);
    if (post.state.platform !== 'facebook') throw new UnsupportedPlatformError(post.state.platform);
    post.expectPublishable();
    await this.publisher.ensureReady();
    const after = await this.publisher.publish(id);
    const s = after.state;
    return {
      success: s.state === 'published',
      message: s.state === 'published' ? `Published to Facebook (post ${s.externalId})` : (s.error ?? 'Failed to publish to Facebook'),
      post: toPostView(after),
    };
  }
}
