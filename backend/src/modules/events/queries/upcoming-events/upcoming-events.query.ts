import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';

/** Upcoming published events by date (12 a page unless asked), memoised per page. */
export class UpcomingEventsQuery extends Query<EventPage> {
  constructor(
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
