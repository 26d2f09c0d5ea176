import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { GetEventQuery } from '../../../events/queries/get-event/get-event.query';
import { PostView, toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialLinks } from '../../application/social-links';
import { DuplicatePostError, EventNotPostableError, ItemAlreadySavedError } from '../../domain/social.errors';
import { FacebookPublisher } from '../facebook-publisher';
import { SaveGeneratedPostCommand } from './save-generated-post.command';

/** The post text: the item's text, its call to action and its hashtags, as the generator's tab shows them. */
export function generatedPostText(text: string, callToAction: string, hashtags: string[]): string {
  return [text, callToAction, hashtags.join(' ')].filter((part) => part.trim() !== '').join('\n\n');
}

@CommandHandler(SaveGeneratedPostCommand)
export class SaveGeneratedPostHandler implements ICommandHandler<SaveGeneratedPostCommand> {
  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly posts: SocialPostRepository,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
  ) {}

  async execute({ item }: SaveGeneratedPostCommand): Promise<PostView> {
    const content = generatedPostText(item.text, item.callToAction, item.hashtags);
    const contentHash = createHash('sha256').update(`${item.platform}\n${content}`).digest('hex');
    const saved = await this.posts.findSaved(item.platform, contentHash);
    if (saved) throw new ItemAlreadySavedError(saved.id, saved.state.state);
    let link: string | null = null;
    if (item.eventId) {
      const event = await this.queries.execute(new GetEventQuery(item.eventId)).catch((error: unknown) => {
        if (error instanceof DomainError && (error.kind === 'not-found' || error.kind === 'gone')) throw new EventNotPostableError(item.eventId!);
        throw error;
      });
      link = this.links.event(event.id);
    }
    try {
      const post = await this.publisher.draft({ platform: item.platform, source: 'ai', content, link, eventId: item.eventId, contentHash });
      return toPostView(post);
    } catch (error) {
      // Two clicks at once: the unique index keeps one; the other is told so.
      if (!(error instanceof DuplicatePostError)) throw error;
      const first = await this.posts.findSaved(item.platform, contentHash);
      throw new ItemAlreadySavedError(first?.id ?? '', first?.state.state ?? 'draft');
    }
  }
}
