import { Query } from '@nestjs/cqrs';
import { SemanticSearchParams, SemanticSearchResult } from '../../application/semantic-search.result';

/** Smart search: plain English in, structured-then-relevance ranked events out. */
export class SemanticSearchQuery extends Query<SemanticSearchResult> {
  constructor(readonly params: SemanticSearchParams) {
    super();
  }
}
