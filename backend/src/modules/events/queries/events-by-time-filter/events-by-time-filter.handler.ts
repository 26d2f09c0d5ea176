import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { timeFilterRange } from '../../domain/time-filters';
import { EventsByTimeFilterQuery } from './events-by-time-filter.query';

@QueryHandler(EventsByTimeFilterQuery)
export class EventsByTimeFilterHandler implements IQueryHandler<EventsByTimeFilterQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ value, page, limit }: EventsByTimeFilterQuery) {
    const { fromDay, toDay } = timeFilterRange(value, this.finder.today());
    return this.finder.find(this.finder.upcoming({ fromDay, toDay, sort: 'date', ...pageWindow(page, limit) }));
  }
}
