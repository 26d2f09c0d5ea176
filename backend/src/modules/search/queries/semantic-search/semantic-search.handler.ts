import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SemanticSearch } from '../../application/semantic-search';
import { SemanticSearchResult } from '../../application/semantic-search.result';
import { SemanticSearchQuery } from './semantic-search.query';

@QueryHandler(SemanticSearchQuery)
export class SemanticSearchHandler implements IQueryHandler<SemanticSearchQuery, SemanticSearchResult> {
  constructor(private readonly search: SemanticSearch) {}

  execute(query: SemanticSearchQuery): Promise<SemanticSearchResult> {
    return this.search.run(query.params);
  }
}
