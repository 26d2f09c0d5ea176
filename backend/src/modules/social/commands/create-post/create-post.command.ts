import { Command } from '@nestjs/cqrs';
import { PostView } from '../../application/post.view';
import { SocialPlatform } from '../../domain/social-post.aggregate';

/** Stores a draft: the admin's own text, or text composed from a published event's fields. */
export class CreatePostCommand extends Command<PostView> {
  constructor(
    readonly platform: SocialPlatform,
    readonly eventId: string | null,
    readonly content: string | null,
    readonly sandbox = false,
  ) {
    super();
  }
}
