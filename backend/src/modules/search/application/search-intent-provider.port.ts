import { SearchIntent } from '../domain/search-intent';

export type IntentSource = 'local' | 'openai';

export interface ProvidedIntent {
  intent: SearchIntent;
  /** Who read the query: the OpenAI path falls back to 'local' on any failure. */
  source: IntentSource;
  /** True when the preferred provider failed and this is the fallback's answer. */
  degraded?: boolean;
}

/** Reads a plain-English query into a SearchIntent. Abstract class so it doubles as the DI token. */
export abstract class SearchIntentProvider {
  /** `today` is the UK calendar day (YYYY-MM-DD) the query's relative times refer to. */
  abstract extract(query: string, today: string, options?: { allowRemote?: boolean }): Promise<ProvidedIntent>;
}
