import { LeanRoute } from '../../../../platform/http/lean-routes';
import { answerWithEventsBytes } from '../../../events/contracts/event-view-json';
import { SmartSearchEngine } from '../../application/smart-search-engine';
import { z } from 'zod';
import { smartSearchRequestFields } from './smart-search.request';

/**
 * The controller's fields without a position: a search with lat/lng (rare: "near me" with the browser's location)
 * goes to the framework, which checks that both are given; the rest keep the per-field memoised parse.
 */
const leanSchema = smartSearchRequestFields.extend({ lat: z.undefined(), lng: z.undefined() });

/**
 * GET /api/events/search/smart (and its spec alias) on the lean path: the same query and JSON as SmartSearchController.search.
 * It asks the engine the query handler asks (the bus adds a publish and an await to every computed answer).
 */
export function smartSearchLeanRoute(engine: SmartSearchEngine, path: string): LeanRoute<typeof leanSchema> {
  return {
    path,
    schema: leanSchema,
    answer: (r) => engine.find({ q: r.q, category: r.category, page: r.page, limit: r.limit }).then((result) => ({ body: answerWithEventsBytes(result) })),
  };
}
