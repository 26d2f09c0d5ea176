import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { firstDayOfMonth, lastDayOfMonth } from '../../../../platform/time/uk-days';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { timeFilterRange } from '../../domain/time-filters';
import {
  EventsByRegionQuery,
  EventsByTimeFilterQuery,
  FeaturedEventsQuery,
  ListEventsQuery,
  UpcomingEventsQuery,
  YearEventsQuery,
} from './browse-events.queries';

const FEATURED_LIMIT = 12;

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ page, limit }: ListEventsQuery) {
    return this.finder.find(this.finder.upcoming({ sort: 'date', ...pageWindow(page, limit) }));
  }
}

@QueryHandler(FeaturedEventsQuery)
export class FeaturedEventsHandler implements IQueryHandler<FeaturedEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute() {
    return this.cache.get('featured', async () => {
      const page = await this.finder.find(this.finder.upcoming({ featured: true, sort: 'date', limit: FEATURED_LIMIT }));
      return page.events;
    });
  }
}

@QueryHandler(UpcomingEventsQuery)
export class UpcomingEventsHandler implements IQueryHandler<UpcomingEventsQuery> {
  constructor(
    private readonly finder: EventFinder,
    private readonly cache: RevisionCache,
  ) {}
  execute({ page, limit }: UpcomingEventsQuery) {
    return this.cache.get(`upcoming:${page}:${limit}`, () =>
      this.finder.find(this.finder.upcoming({ sort: 'date', ...pageWindow(page, limit) })),
    );
  }
}

@QueryHandler(EventsByTimeFilterQuery)
export class EventsByTimeFilterHandler implements IQueryHandler<EventsByTimeFilterQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ value, page, limit }: EventsByTimeFilterQuery) {
    const { fromDay, toDay } = timeFilterRange(value, this.finder.today());
    return this.finder.find(this.finder.upcoming({ fromDay, toDay, sort: 'date', ...pageWindow(page, limit) }));
  }
}

@QueryHandler(EventsByRegionQuery)
export class EventsByRegionHandler implements IQueryHandler<EventsByRegionQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ region, page, limit }: EventsByRegionQuery) {
    return this.finder.find(this.finder.upcoming({ regions: [region], sort: 'date', ...pageWindow(page, limit) }));
  }
}

@QueryHandler(YearEventsQuery)
export class YearEventsHandler implements IQueryHandler<YearEventsQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ year, page, limit }: YearEventsQuery) {
    return this.finder.find({
      statuses: ['published'],
      fromDay: firstDayOfMonth(year, 1),
      toDay: lastDayOfMonth(year, 12),
      sort: 'date',
      ...pageWindow(page, limit),
    });
  }
}
