/** Turns a query into a vector for hybrid ranking. Abstract class so it doubles as the DI token. */
export abstract class EmbeddingProvider {
  /** The query's embedding, or null when there is none (no provider, or it failed). */
  abstract embed(text: string): Promise<number[] | null>;
}

/** The default: no embeddings, so ranking is BM25 and structure only. */
export class NullEmbeddingProvider extends EmbeddingProvider {
  async embed(): Promise<number[] | null> {
    return null;
  }
}
