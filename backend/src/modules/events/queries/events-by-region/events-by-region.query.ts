import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';

/** Upcoming events in one region. */
export class EventsByRegionQuery extends Query<EventPage> {
  constructor(
    readonly region: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
