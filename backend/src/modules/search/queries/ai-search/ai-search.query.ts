import { Query } from '@nestjs/cqrs';
import { AiSearchAnswer } from './ai-search.answer';

export interface AiSearchParams {
  query: string;
  useAI?: boolean;
  page: number;
  limit: number;
  /** The visitor's position, for "near me". */
  near?: { lat: number; lon: number };
}

/** The AI search widget's question: the smart search plus what was understood and where to go next. */
export class AiSearchQuery extends Query<AiSearchAnswer> {
  constructor(readonly params: AiSearchParams) {
    super();
  }
}
