/**
 * Embeddings from OpenAI's /v1/embeddings: texts in batches, each batch retried on 429, 5xx, timeout or a lost
 * connection with exponential backoff (Retry-After honoured, capped), every attempt recorded in ai_usage (the AI
 * usage page shows its tokens). Queries get one short attempt: a search does not wait on retries.
 */
import type OpenAI from 'openai';
import { loadOpenAi } from '../../../../platform/packages/on-demand';
import { EmbeddingProvider } from '../../application/ports/embedding-provider.port';
import { EmbeddingUsageLog } from '../../application/ports/embedding-store.port';
import type { WeightedText } from '../../domain/sentence-vector';

export interface OpenAiEmbeddingOptions {
  model: string;
  /** Texts per request (the API takes up to 2,048). */
  batchSize?: number;
  timeoutMs: number;
  queryTimeoutMs?: number;
  maxRetries: number;
  backoffMs: number;
  maxBackoffMs?: number;
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export class OpenAiEmbeddingProvider extends EmbeddingProvider {
  readonly name = 'openai' as const;
  readonly remote = true;

  constructor(
    private readonly client: OpenAI,
    private readonly usage: EmbeddingUsageLog,
    private readonly options: OpenAiEmbeddingOptions,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    super();
  }

  get model(): string {
    return this.options.model;
  }

  async embed(texts: WeightedText[][], purpose: 'document' | 'query'): Promise<(number[] | null)[]> {
    const inputs = texts.map(plainText);
    const out: (number[] | null)[] = inputs.map(() => null);
    const size = this.options.batchSize ?? 256;
    for (let start = 0; start < inputs.length; start += size) {
      const batch: { index: number; text: string }[] = [];
      for (let i = start; i < Math.min(start + size, inputs.length); i++) if (inputs[i]) batch.push({ index: i, text: inputs[i] });
      if (batch.length === 0) continue;
      const vectors = await this.withRetries(
        batch.map((b) => b.text),
        purpose,
      );
      batch.forEach((b, i) => (out[b.index] = normalise(vectors[i])));
    }
    return out;
  }

  private async withRetries(input: string[], purpose: 'document' | 'query'): Promise<number[][]> {
    const retries = purpose === 'query' ? 0 : this.options.maxRetries;
    const timeout = purpose === 'query' ? (this.options.queryTimeoutMs ?? 3_000) : this.options.timeoutMs;
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      try {
        const res = await this.client.embeddings.create({ model: this.options.model, input, encoding_format: 'float' }, { timeout, maxRetries: 0 });
        const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== input.length || vectors.some((v) => !Array.isArray(v) || v.length === 0 || v.length !== vectors[0].length)) {
          throw new AttemptError(`answer has ${vectors.length} embedding(s) for ${input.length} text(s), or empty ones`, false);
        }
        await this.record(started, true, null, input.length, res.usage?.prompt_tokens ?? 0);
        return vectors;
      } catch (error) {
        const failure = asAttemptError(error, performance.now() - started, timeout);
        await this.record(started, false, failure.message, input.length, 0);
        if (!failure.retryable || attempt >= retries) throw failure;
        const cap = this.options.maxBackoffMs ?? 4_000;
        await this.sleep(Math.min(Math.max(this.options.backoffMs * 2 ** attempt, failure.retryAfterMs ?? 0), cap));
      }
    }
  }

  private async record(started: number, ok: boolean, error: string | null, inputs: number, tokens: number): Promise<void> {
    await this.usage
      .record({ model: this.options.model, ok, error, inputs, tokens, durationMs: Math.round(performance.now() - started) })
      .catch(() => undefined); // the usage page missing a row never fails an embedding
  }
}

/** What OpenAI reads: the parts in order (the model weighs them itself). */
function plainText(parts: WeightedText[]): string {
  return parts
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, 8_000);
}

function normalise(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm === 0 ? v : v.map((x) => x / norm);
}

function asAttemptError(error: unknown, elapsedMs: number, timeoutMs: number): AttemptError {
  if (error instanceof AttemptError) return error;
  // The SDK reports an aborted request as a connection error; the clock tells the two apart.
  const { APIConnectionTimeoutError, APIConnectionError, APIError } = loadOpenAi();
  if (error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && elapsedMs >= timeoutMs * 0.9)) {
    return new AttemptError(`timed out after ${Math.round(elapsedMs)} ms`, true);
  }
  if (error instanceof APIConnectionError) return new AttemptError(`connection failed: ${error.message}`, true);
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const retryAfter = Number(error.headers?.get?.('retry-after'));
    const reason = status === 429 ? 'rate limited (429)' : `HTTP ${status}`;
    return new AttemptError(
      `${reason}: ${error.message}`,
      status === 429 || status >= 500,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    );
  }
  return new AttemptError((error as Error)?.message ?? String(error), false);
}
