import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { EventsAtPlaceQuery } from './events-at-place.query';

/** Enough for every edition a venue has hosted; the text narrows the candidates to those naming the venue. */
const MAX_EVENTS_AT_PLACE = 200;

@QueryHandler(EventsAtPlaceQuery)
export class EventsAtPlaceHandler implements IQueryHandler<EventsAtPlaceQuery> {
  constructor(private readonly finder: EventFinder) {}

  async execute({ name, town, location, radiusKm }: EventsAtPlaceQuery) {
    const where = location ? { near: { ...location, radiusKm } } : { cities: [town] };
    const page = await this.finder.find({
      text: name,
      typoTolerance: 0,
      statuses: ['published', 'expired'],
      ...where,
      sort: 'date',
      limit: MAX_EVENTS_AT_PLACE,
    });
    return page.events;
  }
}
