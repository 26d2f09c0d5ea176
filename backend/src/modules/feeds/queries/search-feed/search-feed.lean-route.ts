import { QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../../../../platform/http/lean-routes';
import { FollowedSearch, followedSearchSchema } from '../../../events/queries/followed-events/followed-events.query';
import { FEED_FORMATS } from '../../contracts/feed-links';
import type { RenderedFeed } from '../../application/feed';
import { feedHeaders, notModified } from '../feed.response';
import { SearchFeedQuery } from './search-feed.query';

/**
 * GET /api/feeds/search.{ics,atom,json} on the lean path: the same query, bytes and validators as SearchFeedController,
 * without Express and Nest (they cost more CPU than a feed answered from the memo). Conditional requests are
 * answered here too (a poll's 304); invalid input and errors (an unknown category) go to the framework.
 */
export function searchFeedLeanRoutes(queries: QueryBus): Array<LeanRoute<typeof followedSearchSchema>> {
  return FEED_FORMATS.map((format) => ({
    path: `/api/feeds/search.${format}`,
    schema: followedSearchSchema,
    conditional: true,
    async answer(search, headers) {
      const feed: RenderedFeed = await queries.execute(new SearchFeedQuery(search as FollowedSearch, format));
      const common = { headers: feedHeaders(feed), contentType: feed.contentType, etag: feed.etag };
      return notModified(headers, feed) ? { ...common, notModified: true, body: Buffer.alloc(0) } : { ...common, body: feed.body() };
    },
  }));
}
