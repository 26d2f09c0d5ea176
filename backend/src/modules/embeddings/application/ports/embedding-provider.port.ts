import type { WeightedText } from '../../domain/sentence-vector';

/** Where vectors come from: the local word vectors, or OpenAI. Abstract class so it doubles as the DI token. */
export abstract class EmbeddingProvider {
  /** `local` or `openai` (shown in logs and the AI usage page). */
  abstract readonly name: 'local' | 'openai';
  /** Model id, part of every stored vector's key. */
  abstract readonly model: string;
  /** Whether a call costs money and time: queries are then asked once each and remembered. */
  abstract readonly remote: boolean;
  /** One unit vector per text, or null for a text with nothing to embed. Throws when the provider fails. */
  abstract embed(texts: WeightedText[][], purpose: 'document' | 'query'): Promise<(number[] | null)[]>;
}
