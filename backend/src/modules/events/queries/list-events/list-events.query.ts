import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';

/** Upcoming published events by date, a page at a time. */
export class ListEventsQuery extends Query<EventPage> {
  constructor(
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
