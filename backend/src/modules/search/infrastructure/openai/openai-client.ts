import type OpenAI from 'openai';
import { loadOpenAi } from '../../../../platform/packages/on-demand';
import { AppConfig } from '../../../../platform/config/app-config';

/** Our OpenAI client, or null when OPENAI_API_KEY is not set. Retries are ours to decide (none). */
export function createOpenAiClient(config: AppConfig): OpenAI | null {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL } = config.values;
  if (!apiKey) return null;
  return new (loadOpenAi())({ apiKey, baseURL, maxRetries: 0, timeout: 3_000 });
}
