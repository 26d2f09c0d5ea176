/**
 * Intent extraction by OpenAI chat completions with a strict JSON schema. Any failure (network,
 * timeout, HTTP error, refusal, JSON that does not parse or validate) falls back to the local
 * provider with a warning; after a failure OpenAI is left alone for a short cool-down so a dead
 * endpoint does not add its timeout to every search.
 */
import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { loadOpenAi } from '../../../../platform/packages/on-demand';
import { REGIONS } from '../../../events/contracts/regions';
import { LocalIntentProvider } from '../../application/local-intent-provider';
import { ProvidedIntent, SearchIntentProvider } from '../../application/search-intent-provider.port';
import { aiIntentToSearchIntent } from './ai-intent.mapper';
import { CategoryTerm, CategoryVocabulary } from '../../application/category-vocabulary.port';
import { aiIntentSchema, intentJsonSchema } from './openai-intent.schema';

export interface OpenAiIntentOptions {
  model: string;
  /** Per request (default 3 s). */
  timeoutMs?: number;
  /** After a failure, answer locally for this long (default 30 s; 0 = always try). */
  cooldownMs?: number;
}

export class OpenAiIntentProvider extends SearchIntentProvider {
  private readonly logger = new Logger(OpenAiIntentProvider.name);
  private pausedUntil = 0;

  constructor(
    private readonly client: OpenAI,
    private readonly local: LocalIntentProvider,
    private readonly categories: CategoryVocabulary,
    private readonly options: OpenAiIntentOptions,
  ) {
    super();
  }

  async extract(query: string, today: string, options: { allowRemote?: boolean } = {}): Promise<ProvidedIntent> {
    if (options.allowRemote === false) return this.local.extract(query, today);
    if (Date.now() < this.pausedUntil) return { ...(await this.local.extract(query, today)), degraded: true };
    const started = Date.now();
    try {
      const categories = await this.categories.list();
      const intent = aiIntentToSearchIntent(
        await this.ask(query, today, categories),
        categories.map((c) => c.slug),
      );
      return { intent, source: 'openai' };
    } catch (error) {
      this.pausedUntil = Date.now() + (this.options.cooldownMs ?? 30_000);
      const reason = describe(error, Date.now() - started, this.timeoutMs);
      this.logger.warn(`OpenAI intent extraction failed (${reason}); using the local provider`);
      return { ...(await this.local.extract(query, today)), degraded: true };
    }
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 3_000;
  }

  private async ask(query: string, today: string, categories: CategoryTerm[]) {
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: systemPrompt(today, categories) },
          { role: 'user', content: query },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'festival_search_intent',
            strict: true,
            schema: intentJsonSchema(categories.map((c) => c.slug)) as unknown as Record<string, unknown>,
          },
        },
      },
      { timeout: this.timeoutMs, maxRetries: 0 },
    );
    const message = completion.choices[0]?.message;
    if (!message) throw new Error('no choices in the answer');
    if (message.refusal) throw new Error(`refused: ${message.refusal}`);
    if (!message.content) throw new Error('empty answer');
    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch {
      throw new Error('answer is not JSON');
    }
    const parsed = aiIntentSchema.safeParse(json);
    if (!parsed.success) throw new Error(`answer does not match the schema: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
}

export function systemPrompt(today: string, terms: CategoryTerm[]): string {
  const categories = terms.map((c) => `${c.slug} (${c.description || c.name})`).join('; ');
  const regions = REGIONS.map((r) => `${r.value} (${r.label})`).join(', ');
  return [
    'You read searches typed into Festival Finder, a guide to UK festivals and events, and extract search filters.',
    `Today is ${today} in the UK (Europe/London). Resolve every time relative to today into YYYY-MM-DD ranges:`,
    'a weekend runs Friday to Sunday; "this weekend" is the coming one (today if it is under way); summer is',
    'June to August, autumn September to November, winter December to February, spring March to May; a month',
    'name means its next occurrence; "bank holiday" is the next bank holiday weekend (Scotland and Northern',
    'Ireland have their own); "half term" is the next English school half-term week.',
    `Categories: ${categories}.`,
    `Regions: ${regions}.`,
    'Put UK towns, cities, counties and areas in places (spelt correctly), whole regions in regions.',
    '"cheap" or "budget" means maxPounds 30. Leave filters empty when the query does not ask for them;',
    'put an event or brand name the visitor types (e.g. "glastonbury", "boomtown") in keywords, spelt as',
    'the event is known. Never invent filters the visitor did not ask for.',
  ].join(' ');
}

function describe(error: unknown, elapsedMs: number, timeoutMs: number): string {
  // the SDK reports an aborted request as a connection error; the clock tells the two apart
  const { APIConnectionTimeoutError, APIConnectionError, APIError } = loadOpenAi();
  if (error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && elapsedMs >= timeoutMs * 0.9)) {
    return `timed out after ${elapsedMs} ms`;
  }
  if (error instanceof APIError) return `${error.status ?? 'network'} ${error.message}`;
  return (error as Error)?.message ?? String(error);
}
