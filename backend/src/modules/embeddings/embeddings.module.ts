import { Global, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { AfterReady } from '../../platform/startup/after-ready';
import { loadOpenAi } from '../../platform/packages/on-demand';
import { AppConfig } from '../../platform/config/app-config';
import { EmbeddingProvider } from './application/ports/embedding-provider.port';
import { EmbeddingStore, EmbeddingUsageLog } from './application/ports/embedding-store.port';
import { TextEmbedder } from './application/ports/text-embedder.port';
import { NoTextEmbedder, StoredTextEmbedder } from './application/stored-text-embedder';
import { LocalEmbeddingProvider } from './infrastructure/local/local-embedding-provider';
import { OpenAiEmbeddingProvider } from './infrastructure/openai/openai-embedding-provider';
import { PostgresEmbeddingStore, PostgresEmbeddingUsageLog } from './infrastructure/postgres-embedding-store';

/** The provider EMBEDDINGS names (`auto`: OpenAI with a key, else local); null when off. */
export function createEmbeddingProvider(config: AppConfig, usage: EmbeddingUsageLog): EmbeddingProvider | null {
  const v = config.values;
  const mode = v.EMBEDDINGS === 'auto' ? (v.OPENAI_API_KEY ? 'openai' : 'local') : v.EMBEDDINGS;
  if (mode === 'off') return null;
  if (mode === 'local') return new LocalEmbeddingProvider();
  if (!v.OPENAI_API_KEY) throw new Error('EMBEDDINGS=openai needs OPENAI_API_KEY');
  const client = new (loadOpenAi())({ apiKey: v.OPENAI_API_KEY, baseURL: v.OPENAI_BASE_URL, maxRetries: 0, timeout: v.AI_TIMEOUT_MS });
  return new OpenAiEmbeddingProvider(client, usage, {
    model: v.OPENAI_EMBEDDING_MODEL,
    timeoutMs: v.AI_TIMEOUT_MS,
    maxRetries: v.AI_MAX_RETRIES,
    backoffMs: v.AI_BACKOFF_MS,
  });
}

/**
 * Vectors of meaning for events and queries (hybrid ranking, docs/smart-search.md): a provider (local word vectors
 * or OpenAI) behind the text_embeddings store. The events module's projector and the search module use TextEmbedder.
 * Global, imported by the events module: the search module and its tests that mount it alone need no import.
 */
@Global()
@Module({
  providers: [
    { provide: EmbeddingStore, useClass: PostgresEmbeddingStore },
    { provide: EmbeddingUsageLog, useClass: PostgresEmbeddingUsageLog },
    {
      provide: EmbeddingProvider,
      useFactory: (config: AppConfig, usage: EmbeddingUsageLog) => createEmbeddingProvider(config, usage),
      inject: [AppConfig, EmbeddingUsageLog],
    },
    {
      provide: TextEmbedder,
      useFactory: (provider: EmbeddingProvider | null, store: EmbeddingStore) =>
        provider ? new StoredTextEmbedder(provider, store, new Logger('Embeddings')) : new NoTextEmbedder(),
      inject: [EmbeddingProvider, EmbeddingStore],
    },
  ],
  exports: [TextEmbedder],
})
export class EmbeddingsModule implements OnApplicationBootstrap {
  constructor(
    private readonly provider: EmbeddingProvider,
    private readonly afterReady: AfterReady,
  ) {}

  /**
   * The local word vectors are read once the site answers (about 0.3 s; the first start ever packs them, about 4 s),
   * or earlier by the first event or query that needs a vector.
   */
  onApplicationBootstrap(): void {
    const provider = this.provider;
    if (provider instanceof LocalEmbeddingProvider) this.afterReady.add('word vectors', () => provider.warm());
  }
}
