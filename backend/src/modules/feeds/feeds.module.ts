import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { LeanRoutes } from '../../platform/http/lean-routes';
import { MailModule } from '../mail/mail.module';
import { SearchFeedController } from './queries/search-feed/search-feed.http.controller';
import { SearchFeedHandler } from './queries/search-feed/search-feed.handler';
import { searchFeedLeanRoutes } from './queries/search-feed/search-feed.lean-route';
import { SmartSearchFeedController } from './queries/smart-search-feed/smart-search-feed.http.controller';
import { SmartSearchFeedHandler } from './queries/smart-search-feed/smart-search-feed.handler';
import { VenueFeedController } from './queries/venue-feed/venue-feed.http.controller';
import { VenueFeedHandler } from './queries/venue-feed/venue-feed.handler';

/**
 * Follow anything: every list and search as an iCalendar, Atom and JSON feed (docs/feeds.md). Reads only the search
 * read model, through the events module's FollowedEventsQuery, the search module's SmartSearchQuery and the venues
 * module's VenuePageQuery.
 * MailModule gives PublicLinks (absolute links on PUBLIC_BASE_URL); KnownCategories comes from the global CategoriesModule.
 */
@Module({
  imports: [CqrsModule, MailModule],
  controllers: [SearchFeedController, SmartSearchFeedController, VenueFeedController],
  providers: [SearchFeedHandler, SmartSearchFeedHandler, VenueFeedHandler],
})
export class FeedsModule implements OnModuleInit {
  constructor(
    private readonly leanRoutes: LeanRoutes,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    for (const route of searchFeedLeanRoutes(this.queries)) this.leanRoutes.register(route);
  }
}
