import { Command } from '@nestjs/cqrs';
import { PostView } from '../../application/post.view';
import { SaveGeneratedPostRequest } from './save-generated-post.request';

/** Stores one AI-written item as a draft (source ai), linked to its event; the same item twice is refused (409). */
export class SaveGeneratedPostCommand extends Command<PostView> {
  constructor(readonly item: SaveGeneratedPostRequest) {
    super();
  }
}
