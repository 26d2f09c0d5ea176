/** Stored vectors by (model, text hash): a rebuild or a re-import reuses them. */
export abstract class EmbeddingStore {
  abstract get(model: string, hashes: string[]): Promise<Map<string, number[]>>;
  abstract put(model: string, vectors: Map<string, number[]>): Promise<void>;
}

/** One provider call for the AI usage page (ai_usage). */
export interface EmbeddingCall {
  model: string;
  ok: boolean;
  error: string | null;
  inputs: number;
  tokens: number;
  durationMs: number;
}

export abstract class EmbeddingUsageLog {
  abstract record(call: EmbeddingCall): Promise<void>;
}
