import { Query } from '@nestjs/cqrs';
import type { FollowedSearch } from '../../../events/queries/followed-events/followed-events.query';
import type { FeedFormat } from '../../contracts/feed-links';
import type { RenderedFeed } from '../../application/feed';

/** The feed of a category, region, year, time filter or standard search, in one format. */
export class SearchFeedQuery extends Query<RenderedFeed> {
  constructor(
    readonly search: FollowedSearch,
    readonly format: FeedFormat,
  ) {
    super();
  }
}
