import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';
import { TimeFilterValue } from '../../domain/time-filters';

/** Upcoming events within a named time window (this weekend, next month, ...). */
export class EventsByTimeFilterQuery extends Query<EventPage> {
  constructor(
    readonly value: TimeFilterValue,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
