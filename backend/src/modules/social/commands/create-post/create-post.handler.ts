import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { GetEventQuery } from '../../../events/queries/get-event/get-event.query';
import { PostView, toPostView } from '../../application/post.view';
import { SocialLinks } from '../../application/social-links';
import { festivalPostText } from '../../domain/festival-post-text';
import { expectWithinLimit } from '../../domain/platform-limits';
import { EventNotPostableError } from '../../domain/social.errors';
import { FacebookPublisher } from '../facebook-publisher';
import { CreatePostCommand } from './create-post.command';

@CommandHandler(CreatePostCommand)
export class CreatePostHandler implements ICommandHandler<CreatePostCommand> {
  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
  ) {}

  async execute({ platform, eventId, content, sandbox }: CreatePostCommand): Promise<PostView> {
    let text = content;
    let link: string | null = null;
    if (eventId) {
      const event = await this.queries.execute(new GetEventQuery(eventId)).catch((error: unknown) => {
        if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'gone')) throw new EventNotPostableError(eventId);
        throw error;
      });
      link = this.links.event(event.id);
      text ??= festivalPostText(event, link);
    }
    // Refused here (400) rather than failing later at publish: the compose screen counts against the same limits.
    expectWithinLimit(platform, text!);
    const post = await this.publisher.draft({ platform, source: 'admin', content: text!, link, eventId, sandbox });
    return toPostView(post);
  }
}
