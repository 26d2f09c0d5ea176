import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { EventsByRegionQuery } from './events-by-region.query';

@QueryHandler(EventsByRegionQuery)
export class EventsByRegionHandler implements IQueryHandler<EventsByRegionQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ region, page, limit }: EventsByRegionQuery) {
    return this.finder.find(this.finder.upcoming({ regions: [region], sort: 'date', ...pageWindow(page, limit) }));
  }
}
