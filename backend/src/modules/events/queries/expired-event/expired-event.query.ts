import { Query } from '@nestjs/cqrs';
import { EventView } from '../../contracts/event-view';

export interface ExpiredEventAnswer {
  success: true;
  event: EventView;
  alternatives: Array<EventView & { similarity_reason: string }>;
}

/** A past event with up to six upcoming alternatives (same category and region first). */
export class ExpiredEventQuery extends Query<ExpiredEventAnswer> {
  constructor(readonly id: string) {
    super();
  }
}
