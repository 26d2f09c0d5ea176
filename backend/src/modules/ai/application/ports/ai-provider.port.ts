import { z } from 'zod';

/**
 * One job the AI port can do. A feature adds a task (enhance a description, write social posts, B2B copy…)
 * without touching the providers: the task says what to ask, which JSON schema the answer must follow, and
 * how to answer with no network at all.
 */
export interface AiTask<I, O> {
  /** Stable name, recorded with the usage (`enhance-description`). */
  name: string;
  /** The strict JSON schema OpenAI must answer with (structured outputs). */
  jsonSchema: Record<string, unknown>;
  /** The same shape in zod: every answer is checked with it. */
  output: z.ZodType<O>;
  messages(input: I): { system: string; user: string };
  /** A reason to refuse a remote answer that fits the schema but not the job (then the local provider answers). */
  reject?(output: O, input: I): string | null;
  /** The local provider's answer: honest work from the input alone, no network. */
  local(input: I): O;
  /** The local provider's model label (what did the work). */
  localModel: string;
}

/** One provider call, kept in ai_usage (tokens are 0 for local work). */
export interface AiCallRecord {
  task: string;
  provider: 'openai' | 'local';
  model: string;
  ok: boolean;
  error: string | null;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
}

export interface AiAnswer<O> {
  output: O;
  provider: 'openai' | 'local';
  model: string;
  /** Why the preferred provider's answer is not the one given (null when it is). */
  fallbackReason: string | null;
  /** Every attempt, failures included, in order. */
  calls: AiCallRecord[];
}

/** The AI port. Abstract class so it doubles as the DI token. */
export abstract class AiProvider {
  abstract run<I, O>(task: AiTask<I, O>, input: I): Promise<AiAnswer<O>>;
}
