import { LeanRoute } from '../../../../platform/http/lean-routes';
import { answerWithEventsBytes } from '../../../events/contracts/event-view-json';
import { SemanticSearchHandler } from './semantic-search.handler';
import { SemanticSearchQuery } from './semantic-search.query';
import { semanticSearchRequestSchema } from './semantic-search.request';

/**
 * GET /api/events/search/semantic on the lean path: the same query and JSON as SemanticSearchController.search.
 * It calls the handler the query bus would (the bus adds a publish and an await to every computed answer).
 */
export function semanticSearchLeanRoute(handler: SemanticSearchHandler): LeanRoute<typeof semanticSearchRequestSchema> {
  return {
    path: '/api/events/search/semantic',
    schema: semanticSearchRequestSchema,
    answer: (r) =>
      handler
        .execute(new SemanticSearchQuery({ q: r.q, category: r.category, page: r.page, limit: r.limit }))
        .then((result) => ({ body: answerWithEventsBytes(result) })),
  };
}
