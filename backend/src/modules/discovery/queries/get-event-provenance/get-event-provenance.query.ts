import { Query } from '@nestjs/cqrs';
import { EventProvenanceView } from '../../contracts/discovery.schemas';

/** Where a discovered event came from (null provenance for events entered by hand or seeded). */
export class GetEventProvenanceQuery extends Query<EventProvenanceView> {
  constructor(readonly eventId: string) {
    super();
  }
}
