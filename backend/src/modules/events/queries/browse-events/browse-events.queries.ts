import { Query } from '@nestjs/cqrs';
import { EventView } from '../../application/event-view';
import { EventPage } from '../../application/event-finder';
import { TimeFilterValue } from '../../domain/time-filters';

export class ListEventsQuery extends Query<EventPage> {
  constructor(readonly page: number, readonly limit: number) {
    super();
  }
}

export class FeaturedEventsQuery extends Query<EventView[]> {}

export class UpcomingEventsQuery extends Query<EventPage> {
  constructor(readonly page: number, readonly limit: number) {
    super();
  }
}

export class EventsByTimeFilterQuery extends Query<EventPage> {
  constructor(readonly value: TimeFilterValue, readonly page: number, readonly limit: number) {
    super();
  }
}

export class EventsByRegionQuery extends Query<EventPage> {
  constructor(readonly region: string, readonly page: number, readonly limit: number) {
    super();
  }
}

export class YearEventsQuery extends Query<EventPage> {
  constructor(readonly year: number, readonly page: number, readonly limit: number) {
    super();
  }
}
