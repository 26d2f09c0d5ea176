import { Query } from '@nestjs/cqrs';
import type { FeedFormat } from '../../contracts/feed-links';
import type { RenderedFeed } from '../../application/feed';

/** The feed of a Smart Search query: the query is run afresh on each request, so "next summer" stays true. */
export class SmartSearchFeedQuery extends Query<RenderedFeed> {
  constructor(
    readonly q: string,
    readonly format: FeedFormat,
  ) {
    super();
  }
}
