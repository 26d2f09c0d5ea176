import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { KnownCategories } from '../../../events/application/ports/known-categories.port';
import { FollowedEventsQuery } from '../../../events/queries/followed-events/followed-events.query';
import { PublicLinks } from '../../../mail/contracts/public-links';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { feedPath } from '../../contracts/feed-links';
import { FEED_ENTRY_CAPS, RenderedFeed } from '../../application/feed';
import { FeedMemo, feedKey } from '../../application/feed-memo';
import { searchFeedTitle, searchPagePath } from '../../contracts/feed-titles';
import { renderFeed } from '../../application/render/render-feed';
import { unknownCategory } from '../../domain/feed.errors';
import { SearchFeedQuery } from './search-feed.query';

@QueryHandler(SearchFeedQuery)
export class SearchFeedHandler implements IQueryHandler<SearchFeedQuery, RenderedFeed> {
  /** Rendered feeds of the current read-model stamp (polls of the same URL answer from here). */
  readonly memo: FeedMemo;

  constructor(
    private readonly queries: QueryBus,
    private readonly categories: KnownCategories,
    private readonly links: PublicLinks,
    private readonly clock: Clock,
    revisions: RevisionCache,
  ) {
    this.memo = new FeedMemo(() => revisions.currentStamp());
  }

  execute({ search, format }: SearchFeedQuery): Promise<RenderedFeed> {
    return this.memo.get(feedKey(format, search), () => this.render(search, format));
  }

  private async render(search: SearchFeedQuery['search'], format: SearchFeedQuery['format']): Promise<RenderedFeed> {
    const names = await this.categories.names();
    const allCategories = !search.category || /^all( categories)?$/i.test(search.category);
    if (!allCategories && !names.has(search.category!)) throw unknownCategory(search.category!);
    // Calendars list the soonest events; readers want the newest changes (both capped).
    const order = format === 'ics' ? 'date' : 'updated';
    const { events, total } = await this.queries.execute(new FollowedEventsQuery({ search }, order, FEED_ENTRY_CAPS[format]));
    const title = searchFeedTitle(search, allCategories ? undefined : names.get(search.category!));
    const base = this.links.base;
    return renderFeed(
      {
        title: `${title} — Festival Finder`,
        description: `Upcoming festivals and events on Festival Finder: ${title.charAt(0).toLowerCase()}${title.slice(1)}.`,
        siteUrl: base,
        pageUrl: base + searchPagePath(search),
        feedUrl: base + feedPath({ kind: 'search', params: search }, format),
        events,
        total,
        notice: total > events.length ? `Showing ${events.length} of ${total} events.` : null,
        todayIso: ukDateOf(this.clock.now()),
      },
      format,
    );
  }
}
