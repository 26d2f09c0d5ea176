import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventSearchQuery } from '../../../events/application/ports/event-document';
import { dayNumber } from '../../../../platform/time/uk-days';
import { planSearchLazily } from '../../application/search-plan';
import { SearchIntentProvider } from '../../application/search-intent-provider.port';
import { SmartSearchCriteriaQuery } from './smart-search-criteria.query';

/** The rule-based reading only (never OpenAI): an alert is matched on every changed event, so it must be cheap and stable. */
@QueryHandler(SmartSearchCriteriaQuery)
export class SmartSearchCriteriaHandler implements IQueryHandler<SmartSearchCriteriaQuery, EventSearchQuery[]> {
  constructor(private readonly intents: SearchIntentProvider) {}

  async execute({ q, todayIso }: SmartSearchCriteriaQuery): Promise<EventSearchQuery[]> {
    const { intent } = await this.intents.extract(q, todayIso, { allowRemote: false });
    const plan = planSearchLazily(intent, q, dayNumber(todayIso), null);
    for (const level of plan.levels) {
      // the first level is the strict one unless nothing is understood; the feed of a Smart Search lists only that
      if (level.relaxed.length === 0) return level.countQueries.map(({ sort: _s, vector: _v, ...query }) => query);
      break;
    }
    const fallback = plan.fallback;
    return fallback ? [{ text: fallback.text, typoTolerance: fallback.typoTolerance, fromDay: fallback.fromDay }] : [];
  }
}
