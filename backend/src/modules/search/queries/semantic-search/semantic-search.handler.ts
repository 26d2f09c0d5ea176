import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SmartSearchEngine } from '../../application/smart-search-engine';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { SemanticSearchQuery } from './semantic-search.query';

/** GET /api/events/search/semantic through the query bus: the smart search engine's public answer. */
@QueryHandler(SemanticSearchQuery)
export class SemanticSearchHandler implements IQueryHandler<SemanticSearchQuery, SemanticSearchResult> {
  constructor(private readonly engine: SmartSearchEngine) {}

  execute({ params }: SemanticSearchQuery): Promise<SemanticSearchResult> {
    return this.engine.find(params);
  }
}
