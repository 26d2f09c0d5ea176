import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { ListEventsQuery } from './list-events.query';

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(private readonly finder: EventFinder) {}
  execute({ page, limit, access }: ListEventsQuery) {
    return this.finder.find(this.finder.upcoming({ sort: 'date', ...(access?.length ? { access } : {}), ...pageWindow(page, limit) }));
  }
}
