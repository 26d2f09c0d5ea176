import { Query } from '@nestjs/cqrs';
import { EventPage } from '../../application/event-finder';
import { AccessToken } from '../../contracts/accessibility.schema';

/** Upcoming published events by date, a page at a time. */
export class ListEventsQuery extends Query<EventPage> {
  constructor(
    readonly page: number,
    readonly limit: number,
    /** Accessibility fact tokens that must all be stated 'yes'. */
    readonly access?: AccessToken[],
  ) {
    super();
  }
}
