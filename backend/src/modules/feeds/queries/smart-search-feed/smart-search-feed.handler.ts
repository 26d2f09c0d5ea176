import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FollowedEvent, FollowedEventsQuery } from '../../../events/queries/followed-events/followed-events.query';
import { PublicLinks } from '../../../mail/contracts/public-links';
import { SmartSearchQuery } from '../../../search/queries/smart-search/smart-search.query';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { feedPath } from '../../contracts/feed-links';
import { FEED_ENTRY_CAPS, RenderedFeed } from '../../application/feed';
import { renderFeed } from '../../application/render/render-feed';
import { SmartSearchFeedQuery } from './smart-search-feed.query';

@QueryHandler(SmartSearchFeedQuery)
export class SmartSearchFeedHandler implements IQueryHandler<SmartSearchFeedQuery, RenderedFeed> {
  constructor(
    private readonly queries: QueryBus,
    private readonly links: PublicLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ q, format }: SmartSearchFeedQuery): Promise<RenderedFeed> {
    const answer = await this.queries.execute(new SmartSearchQuery({ q, page: 1, limit: FEED_ENTRY_CAPS[format] }));
    // A relaxed answer shows events that miss part of the query (other dates, other prices): a follower asked for
    // the whole query, so the feed stays empty until an event meets all of it.
    const relaxed = answer.relaxed.length > 0;
    const ids = relaxed ? [] : answer.events.map((e) => e.id);
    const { events } = await this.queries.execute(new FollowedEventsQuery({ ids }, 'date', FEED_ENTRY_CAPS[format]));
    const base = this.links.base;
    return renderFeed(
      {
        title: `“${q}” — Festival Finder`,
        description: `Festival Finder's Smart Search for “${q}”, run afresh each time this feed is read.`,
        siteUrl: base,
        pageUrl: `${base}/search?${new URLSearchParams({ q })}`,
        feedUrl: base + feedPath({ kind: 'smart', q }, format),
        events: format === 'ics' ? events : [...events].sort(newestChangeFirst),
        total: relaxed ? 0 : answer.total,
        notice: relaxed ? 'No event meets every part of this search yet; new matches will appear here.' : null,
        todayIso: ukDateOf(this.clock.now()),
      },
      format,
    );
  }
}

const newestChangeFirst = (a: FollowedEvent, b: FollowedEvent) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.view.id.localeCompare(b.view.id);
