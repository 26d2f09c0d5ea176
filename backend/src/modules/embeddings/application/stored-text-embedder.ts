import { createHash } from 'node:crypto';
import type { WeightedText } from '../domain/sentence-vector';
import { EmbeddingProvider } from './ports/embedding-provider.port';
import { EmbeddingStore } from './ports/embedding-store.port';
import { TextEmbedder } from './ports/text-embedder.port';

const MAX_QUERIES = 2_000;

type Logger = { warn(message: string): void };

/** The provider behind the store: stored vectors first, then one provider call for the texts not yet seen. */
export class StoredTextEmbedder extends TextEmbedder {
  private queries = new Map<string, Promise<number[] | null>>();

  constructor(
    private readonly provider: EmbeddingProvider,
    private readonly store: EmbeddingStore,
    private readonly logger: Logger,
  ) {
    super();
  }

  get remote(): boolean {
    return this.provider.remote;
  }

  get model(): string {
    return `${this.provider.name}:${this.provider.model}`;
  }

  async embedDocuments(documents: WeightedText[][]): Promise<(number[] | null)[]> {
    if (documents.length === 0) return [];
    const hashes = documents.map(textHash);
    const found = await this.store.get(this.model, [...new Set(hashes)]);
    const missing = new Map<string, WeightedText[]>();
    hashes.forEach((h, i) => !found.has(h) && missing.set(h, documents[i]));
    if (missing.size > 0) {
      try {
        const made = await this.provider.embed([...missing.values()], 'document');
        const fresh = new Map<string, number[]>();
        [...missing.keys()].forEach((h, i) => {
          const v = made[i];
          if (v) fresh.set(h, v);
        });
        if (fresh.size) await this.store.put(this.model, fresh);
        for (const [h, v] of fresh) found.set(h, v);
      } catch (error) {
        // the events are indexed without a vector; their next change asks again
        this.logger.warn(`${this.provider.name} embeddings failed for ${missing.size} event(s): ${(error as Error).message}`);
      }
    }
    return hashes.map((h) => found.get(h) ?? null);
  }

  embedQuery(text: string): Promise<number[] | null> {
    const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
    const hit = this.queries.get(key);
    if (hit) return hit;
    const vector = this.provider.embed([[{ text: key, weight: 1 }]], 'query').then(
      ([v]) => v ?? null,
      (error: unknown) => {
        this.queries.delete(key); // a failure is not remembered: the next ask tries again
        this.logger.warn(`${this.provider.name} query embedding failed (${(error as Error).message}); ranking without it`);
        return null;
      },
    );
    if (this.queries.size >= MAX_QUERIES) this.queries = new Map();
    this.queries.set(key, vector);
    return vector;
  }
}

/** Embeddings switched off: no vectors, so ranking is by text and structure only. */
export class NoTextEmbedder extends TextEmbedder {
  readonly model = '';
  readonly remote = false;
  async embedDocuments(documents: WeightedText[][]): Promise<(number[] | null)[]> {
    return documents.map(() => null);
  }
  async embedQuery(): Promise<number[] | null> {
    return null;
  }
}

/** Hash of the text as the provider reads it (parts and their weights). */
export function textHash(parts: WeightedText[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => [p.weight, p.text])))
    .digest('base64url');
}
