import { loadOpenAi } from '../../../platform/packages/on-demand';
import { EmbeddingCall, EmbeddingStore, EmbeddingUsageLog } from '../application/ports/embedding-store.port';
import { OpenAiEmbeddingProvider } from '../infrastructure/openai/openai-embedding-provider';
import { StoredTextEmbedder } from '../application/stored-text-embedder';
import { LocalEmbeddingProvider } from '../infrastructure/local/local-embedding-provider';

/** The store in memory (tests and benches without a database). */
export class InMemoryEmbeddingStore extends EmbeddingStore {
  readonly rows = new Map<string, number[]>();
  async get(model: string, hashes: string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    for (const h of hashes) {
      const v = this.rows.get(`${model}\u0000${h}`);
      if (v) out.set(h, v);
    }
    return out;
  }
  async put(model: string, vectors: Map<string, number[]>): Promise<void> {
    for (const [h, v] of vectors) this.rows.set(`${model}\u0000${h}`, v);
  }
}

/** The local provider (real word vectors) behind an in-memory store. */
export function localTextEmbedder(store: EmbeddingStore = new InMemoryEmbeddingStore()): StoredTextEmbedder {
  return new StoredTextEmbedder(new LocalEmbeddingProvider(), store, { warn: (m) => console.warn(m) });
}

/** Usage rows kept in memory. */
export class InMemoryEmbeddingUsageLog extends EmbeddingUsageLog {
  readonly calls: EmbeddingCall[] = [];
  async record(call: EmbeddingCall): Promise<void> {
    this.calls.push(call);
  }
}

/** OpenAI embeddings (at `baseURL`, a local test server) behind an in-memory store, for tests without a database. */
export function openAiTextEmbedder(baseURL: string, model = 'text-embedding-3-small'): StoredTextEmbedder {
  const client = new (loadOpenAi())({ apiKey: 'sk-test', baseURL, maxRetries: 0 });
  const provider = new OpenAiEmbeddingProvider(client, new InMemoryEmbeddingUsageLog(), { model, timeoutMs: 3_000, maxRetries: 0, backoffMs: 0 });
  return new StoredTextEmbedder(provider, new InMemoryEmbeddingStore(), { warn: () => undefined });
}
