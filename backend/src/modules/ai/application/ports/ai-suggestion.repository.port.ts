import { Transaction } from '../../../../platform/event-log/transaction';
import { AiSuggestion } from '../../domain/ai-suggestion.aggregate';
import { AiCallRecord } from './ai-provider.port';

export abstract class AiSuggestionRepository {
  abstract add(tx: Transaction, suggestion: AiSuggestion): Promise<void>;
  /** Throws AI.SUGGESTION_NOT_FOUND. */
  abstract load(tx: Transaction, id: string): Promise<AiSuggestion>;
  abstract save(tx: Transaction, suggestion: AiSuggestion): Promise<void>;
  /** The event's latest suggestions, newest first. */
  abstract listForEvent(eventId: string, limit: number): Promise<AiSuggestion[]>;
}

/** Token usage, one row per provider call. */
export abstract class AiUsageLog {
  abstract record(tx: Transaction, calls: AiCallRecord[], context: { eventId: string | null; actor: string }): Promise<void>;
}

export interface AiUsageTotal {
  provider: string;
  model: string;
  task: string;
  calls: number;
  failures: number;
  promptTokens: number;
  completionTokens: number;
}

export interface AiUsageCall {
  id: string;
  at: Date;
  task: string;
  provider: string;
  model: string;
  ok: boolean;
  error: string | null;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  eventId: string | null;
  actor: string;
}

/** What the usage log adds up to: totals per provider, model and task, and the latest calls. */
export abstract class AiUsageReport {
  abstract totals(): Promise<AiUsageTotal[]>;
  abstract recent(limit: number): Promise<AiUsageCall[]>;
}
