import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { firstDayOfMonth, lastDayOfMonth } from '../../../../platform/time/uk-days';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { YearEventsQuery } from './year-events.query';

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
