import { Transaction } from '../../../../platform/event-log/transaction';
import { AiSuggestion } from '../../domain/ai-suggestion.aggregate';
import { AiCallRecord } from './ai-provider.port';

export abstract class AiSuggestionRepository {
  abstract add(tx: Transaction, suggestion: AiSuggestion): Promise<void>;
  /** Throws AI.SUGGESTION_NOT_FOUND. */
  abstract load(tx: Transaction, id: string): Promise<AiSuggestion>;
  abstract save(tx: Transaction, suggestion: AiSuggestion): Promise<void>;
}

/** Token usage, one row per provider call. */
export abstract class AiUsageLog {
  abstract record(tx: Transaction, calls: AiCallRecord[], context: { eventId: string | null; actor: string }): Promise<void>;
}
