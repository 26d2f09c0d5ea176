/**
 * The AI port over OpenAI chat completions with structured outputs (strict JSON schema). Each attempt has a
 * timeout; rate limits, server errors, timeouts and connection failures are retried a bounded number of times
 * with exponential backoff (Retry-After honoured up to the cap). Any final failure — including an answer that
 * is not JSON or does not match the task's schema — falls back to the local provider, and the answer says why.
 */
import type OpenAI from 'openai';
import { loadOpenAi } from '../../../../platform/packages/on-demand';
import { AiAnswer, AiCallRecord, AiProvider, AiTask } from '../../application/ports/ai-provider.port';
import { LocalAiProvider } from '../../application/local-ai-provider';

export interface OpenAiProviderOptions {
  model: string;
  timeoutMs: number;
  /** Extra attempts after the first, for retryable failures only. */
  maxRetries: number;
  /** First backoff; doubles per retry. */
  backoffMs: number;
  /** No single wait is longer than this. */
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

export class OpenAiAiProvider extends AiProvider {
  constructor(
    private readonly client: OpenAI,
    private readonly local: LocalAiProvider,
    private readonly options: OpenAiProviderOptions,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    super();
  }

  async run<I, O>(task: AiTask<I, O>, input: I): Promise<AiAnswer<O>> {
    const calls: AiCallRecord[] = [];
    let lastError = 'no attempt made';
    for (let attempt = 0; attempt <= this.options.maxRetries; attempt++) {
      const started = performance.now();
      try {
        const { output, usage } = await this.attempt(task, input);
        calls.push(this.record(task, started, true, null, usage));
        return { output, provider: 'openai', model: this.options.model, fallbackReason: null, calls };
      } catch (error) {
        const failure = asAttemptError(error, performance.now() - started, this.options.timeoutMs);
        calls.push(this.record(task, started, false, failure.message, (error as { usage?: Usage }).usage));
        lastError = failure.message;
        if (!failure.retryable || attempt === this.options.maxRetries) break;
        const backoff = Math.min(this.options.backoffMs * 2 ** attempt, this.options.maxBackoffMs ?? 4_000);
        await this.sleep(Math.min(Math.max(backoff, failure.retryAfterMs ?? 0), this.options.maxBackoffMs ?? 4_000));
      }
    }
    const tries = calls.length === 1 ? '1 attempt' : `${calls.length} attempts`;
    const fallback = await this.local.run(task, input, `OpenAI failed (${lastError}; ${tries})`);
    return { ...fallback, calls: [...calls, ...fallback.calls] };
  }

  private async attempt<I, O>(task: AiTask<I, O>, input: I): Promise<{ output: O; usage: Usage | undefined }> {
    const { system, user } = task.messages(input);
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: task.name.replace(/[^a-zA-Z0-9_-]/g, '_'), strict: true, schema: task.jsonSchema } },
      },
      { timeout: this.options.timeoutMs, maxRetries: 0 },
    );
    const usage = completion.usage ?? undefined;
    const fail = (message: string) => Object.assign(new AttemptError(message, false), { usage });
    const message = completion.choices[0]?.message;
    if (!message) throw fail('no choices in the answer');
    if (message.refusal) throw fail(`refused: ${message.refusal}`);
    if (!message.content) throw fail('empty answer');
    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch {
      throw fail('answer is not valid JSON');
    }
    const parsed = task.output.safeParse(json);
    if (!parsed.success) throw fail(`answer does not match the schema: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    const refused = task.reject?.(parsed.data, input);
    if (refused) throw fail(refused);
    return { output: parsed.data, usage };
  }

  private record(task: AiTask<unknown, unknown>, started: number, ok: boolean, error: string | null, usage: Usage | undefined): AiCallRecord {
    return {
      task: task.name,
      provider: 'openai',
      model: this.options.model,
      ok,
      error,
      promptTokens: usage?.prompt_tokens ?? 0,
      completionTokens: usage?.completion_tokens ?? 0,
      durationMs: Math.round(performance.now() - started),
    };
  }
}

type Usage = { prompt_tokens: number; completion_tokens: number };

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
    return new AttemptError(`${reason}: ${error.message}`, status === 429 || status >= 500, Number.isFinite(retryAfter) ? retryAfter * 1000 : null);
  }
  return new AttemptError((error as Error)?.message ?? String(error), false);
}
