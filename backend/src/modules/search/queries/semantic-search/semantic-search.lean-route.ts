import { QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../../../../platform/http/lean-routes';
import { answerWithEventsBytes } from '../../../events/contracts/event-view-json';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { SemanticSearchQuery } from './semantic-search.query';
import { semanticSearchRequestSchema } from './semantic-search.request';

/** GET /api/events/search/semantic on the lean path: the same query and JSON as SemanticSearchController.search. */
export function semanticSearchLeanRoute(queries: QueryBus): LeanRoute<typeof semanticSearchRequestSchema> {
  return {
    path: '/api/events/search/semantic',
    schema: semanticSearchRequestSchema,
    async answer(r) {
      const result: SemanticSearchResult = await queries.execute(new SemanticSearchQuery({ q: r.q, page: r.page, limit: r.limit }));
      return { body: answerWithEventsBytes(result) };
    },
  };
}
