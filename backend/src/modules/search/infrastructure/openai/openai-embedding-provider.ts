import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { EmbeddingProvider } from '../../application/embedding-provider.port';

const MAX_CACHED = 1_000;

/** Query embeddings from OpenAI; null (plain ranking) on any failure. */
export class OpenAiEmbeddingProvider extends EmbeddingProvider {
  private readonly logger = new Logger(OpenAiEmbeddingProvider.name);
  private readonly cache = new Map<string, number[]>();

  constructor(
    private readonly client: OpenAI,
    private readonly options: { model: string; timeoutMs?: number },
  ) {
    super();
  }

  async embed(text: string): Promise<number[] | null> {
    const key = text.trim().toLowerCase();
    const hit = this.cache.get(key);
    if (hit) return hit;
    try {
      const res = await this.client.embeddings.create(
        { model: this.options.model, input: key, encoding_format: 'float' },
        { timeout: this.options.timeoutMs ?? 3_000, maxRetries: 0 },
      );
      const vector = res.data[0]?.embedding;
      if (!Array.isArray(vector) || vector.length === 0 || !vector.every((x) => typeof x === 'number')) {
        throw new Error('answer has no embedding');
      }
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(key, vector);
      return vector;
    } catch (error) {
      this.logger.warn(`OpenAI embedding failed (${(error as Error).message}); ranking without it`);
      return null;
    }
  }
}
