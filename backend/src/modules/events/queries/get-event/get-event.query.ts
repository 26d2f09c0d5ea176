import { Query } from '@nestjs/cqrs';
import { EventView } from '../../contracts/event-view';

/** One visible event; an expired one answers 410 with a pointer to its expired page. */
export class GetEventQuery extends Query<EventView> {
  constructor(readonly id: string) {
    super();
  }
}
