import type { WeightedText } from '../../domain/sentence-vector';

export type { WeightedText } from '../../domain/sentence-vector';

/**
 * Vectors of meaning for events and queries (hybrid ranking). Abstract class so it doubles as the DI token.
 * A document's vector is stored by (hash of its text, model): asking again for the same text costs nothing.
 */
export abstract class TextEmbedder {
  /** The model the vectors come from ('' when embeddings are off: every answer is null). */
  abstract readonly model: string;
  /** Whether a query vector costs a remote call (then a caller that asked for no AI gets none). */
  abstract readonly remote: boolean;
  /** One vector per document (its parts weighted), null where none could be made (no known word, provider down). */
  abstract embedDocuments(documents: WeightedText[][]): Promise<(number[] | null)[]>;
  /** The query's vector (memoised), or null. Never throws. */
  abstract embedQuery(text: string): Promise<number[] | null>;
}
