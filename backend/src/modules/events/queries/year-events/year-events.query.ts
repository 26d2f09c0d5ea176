import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';

/** Published events of a calendar year, past ones included. */
export class YearEventsQuery extends Query<EventPage> {
  constructor(
    readonly year: number,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
