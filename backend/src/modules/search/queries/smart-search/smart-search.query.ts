import { Query } from '@nestjs/cqrs';
import { SmartSearchParams, SmartSearchResult } from '../../application/smart-search.result';

/** Smart search: plain English in, structured-then-relevance ranked events out. */
export class SmartSearchQuery extends Query<SmartSearchResult> {
  constructor(readonly params: SmartSearchParams) {
    super();
  }
}
