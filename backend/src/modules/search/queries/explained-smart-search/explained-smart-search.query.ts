import { Query } from '@nestjs/cqrs';
import { ExplainedSmartSearchAnswer } from './explained-smart-search.answer';

export interface ExplainedSmartSearchParams {
  query: string;
  useAI?: boolean;
  page: number;
  limit: number;
  /** The visitor's position, for "near me". */
  near?: { lat: number; lon: number };
}

/** The explained Smart Search widget's question: the Smart Search plus what was understood and where to go next. */
export class ExplainedSmartSearchQuery extends Query<ExplainedSmartSearchAnswer> {
  constructor(readonly params: ExplainedSmartSearchParams) {
    super();
  }
}
