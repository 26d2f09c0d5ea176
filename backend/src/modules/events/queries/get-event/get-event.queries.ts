import { Query } from '@nestjs/cqrs';
import { EventView } from '../../application/event-view';

export class GetEventQuery extends Query<EventView> {
  constructor(readonly id: string) {
    super();
  }
}

export interface ExpiredEventAnswer {
  success: true;
  event: EventView;
  alternatives: Array<EventView & { similarity_reason: string }>;
}

export class ExpiredEventQuery extends Query<ExpiredEventAnswer> {
  constructor(readonly id: string) {
    super();
  }
}
