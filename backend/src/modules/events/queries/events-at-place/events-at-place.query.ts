import { Query } from '@nestjs/cqrs';
import { EventView } from '../../contracts/event-view';

/**
 * Published and past (expired) events that mention a place's name and lie near it (or, without coordinates, in its
 * town): the venues module narrows them to its own spellings of the venue.
 */
export class EventsAtPlaceQuery extends Query<EventView[]> {
  constructor(
    readonly name: string,
    readonly town: string,
    readonly location: { lat: number; lon: number } | null,
    readonly radiusKm: number,
  ) {
    super();
  }
}
