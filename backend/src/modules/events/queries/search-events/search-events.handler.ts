import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder, pageWindow } from '../../application/event-finder';
import { searchCriteria } from './search-events.criteria';
import { SearchEventsQuery } from './search-events.query';

@QueryHandler(SearchEventsQuery)
export class SearchEventsHandler implements IQueryHandler<SearchEventsQuery> {
  constructor(private readonly finder: EventFinder) {}

  execute({ params: p }: SearchEventsQuery) {
    const query = { ...searchCriteria(p, this.finder.today()), ...pageWindow(p.page, p.limit) };
    query.sort = p.sortBy ?? (query.text ? 'relevance' : 'date');
    return this.finder.find(query);
  }
}
