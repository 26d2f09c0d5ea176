import { Query } from '@nestjs/cqrs';
import { EventSearchQuery } from '../../../events/application/ports/event-document';

/**
 * What a Smart Search asks for in full, as read-model queries whose union is its answer: the plan's strict level
 * (nothing relaxed), or its typo-tolerant text fallback when the query has no understood constraint. Search alerts
 * evaluate these on each changed event. `todayIso`: the UK day relative dates are read against.
 */
export class SmartSearchCriteriaQuery extends Query<EventSearchQuery[]> {
  constructor(
    readonly q: string,
    readonly todayIso: string,
  ) {
    super();
  }
}
