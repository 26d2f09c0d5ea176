import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { toPostView } from '../../application/post.view';
import { PLATFORM_NAME } from '../../domain/social-post.aggregate';
import { PostPublisher } from '../post-publisher';
import { PublishPostCommand } from './publish-post.command';

@CommandHandler(PublishPostCommand)
export class PublishPostHandler implements ICommandHandler<PublishPostCommand> {
  constructor(private readonly publisher: PostPublisher) {}

  async execute({ id }: PublishPostCommand) {
    const after = await this.publisher.publishNow(id);
    const s = after.state;
    const name = PLATFORM_NAME[s.platform];
    return {
      success: s.state === 'published',
      message: s.state === 'published' ? `Published to ${name} (post ${s.externalId})` : (s.error ?? `Failed to publish to ${name}`),
      post: toPostView(after),
    };
  }
}
