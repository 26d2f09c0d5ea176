import { QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../../../../platform/http/lean-routes';
import { EventPage } from '../../application/event-finder';
import { eventListBytes } from '../../contracts/event-view-json';
import { SearchEventsParams, SearchEventsQuery } from './search-events.query';
import { searchSchema } from './search-events.request';

/** GET /api/events/search on the lean path: the same query and bytes as SearchEventsController.search. */
export function searchEventsLeanRoute(queries: QueryBus): LeanRoute<typeof searchSchema> {
  return {
    path: '/api/events/search',
    schema: searchSchema,
    async answer(params) {
      const page: EventPage = await queries.execute(new SearchEventsQuery(params as SearchEventsParams));
      return { body: eventListBytes(page.events), headers: { 'X-Total-Count': String(page.total) } };
    },
  };
}
