import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SmartSearchEngine } from '../../application/smart-search-engine';
import { SmartSearchResult } from '../../application/smart-search.result';
import { SmartSearchQuery } from './smart-search.query';

/** GET /api/events/search/smart through the query bus: the Smart Search engine's public answer. */
@QueryHandler(SmartSearchQuery)
export class SmartSearchHandler implements IQueryHandler<SmartSearchQuery, SmartSearchResult> {
  constructor(private readonly engine: SmartSearchEngine) {}

  execute({ params }: SmartSearchQuery): Promise<SmartSearchResult> {
    return this.engine.find(params);
  }
}
