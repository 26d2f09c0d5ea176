import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FollowedEventsQuery } from '../../../events/queries/followed-events/followed-events.query';
import { PublicLinks } from '../../../mail/contracts/public-links';
import { VenuePageQuery } from '../../../venues/queries/venue-page/venue-page.query';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { feedPath } from '../../contracts/feed-links';
import { FEED_ENTRY_CAPS, RenderedFeed } from '../../application/feed';
import { renderFeed } from '../../application/render/render-feed';
import { VenueFeedQuery } from './venue-feed.query';

/** What is on at a venue: the venue page's upcoming events (an unknown venue is the venue module's 404). */
@QueryHandler(VenueFeedQuery)
export class VenueFeedHandler implements IQueryHandler<VenueFeedQuery, RenderedFeed> {
  constructor(
    private readonly queries: QueryBus,
    private readonly links: PublicLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ slug, format }: VenueFeedQuery): Promise<RenderedFeed> {
    const { venue, upcoming } = await this.queries.execute(new VenuePageQuery(slug));
    // A venue's list is short: take it all, then calendars keep the soonest, readers the newest changes (both capped).
    const ids = upcoming.map((e) => e.id);
    const { events: all, total } = await this.queries.execute(new FollowedEventsQuery({ ids }, 'date', ids.length));
    const ordered = format === 'ics' ? all : [...all].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.view.id.localeCompare(b.view.id));
    const events = ordered.slice(0, FEED_ENTRY_CAPS[format]);
    const base = this.links.base;
    return renderFeed(
      {
        title: `Events at ${venue.name} — Festival Finder`,
        description: `Upcoming festivals and events at ${venue.name}, ${venue.town}, on Festival Finder.`,
        siteUrl: base,
        pageUrl: `${base}/venue/${encodeURIComponent(venue.slug)}`,
        feedUrl: base + feedPath({ kind: 'venue', slug: venue.slug }, format),
        events,
        total,
        notice: total > events.length ? `Showing ${events.length} of ${total} events.` : null,
        todayIso: ukDateOf(this.clock.now()),
      },
      format,
    );
  }
}
