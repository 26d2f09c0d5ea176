/**
 * The meaning of a text as one vector: the weighted mean of its words' vectors, normalised. Weights are smooth
 * inverse frequency (Arora et al., "A simple but tough-to-beat baseline for sentence embeddings", 2017):
 * a / (a + p(w)), with p(w) read from the word's rank in the vectors' corpus (Zipf's law), times the word's IDF in
 * the festival catalogue, so "festival" (in most of its events) weighs less than "comedy" or "ale".
 */
import { FUNCTION_WORDS, wordsOf } from './words';

/** A part of a text and how much it counts ("title" more than "description"). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** What the sentence vector needs of a word vector table. */
export interface WordTable {
  readonly dimensions: number;
  /** Rows in the corpus's frequency order: row 0 is the most frequent word. */
  readonly size: number;
  row(word: string): number | undefined;
  addTo(row: number, weight: number, into: Float64Array): void;
}

export interface DocumentFrequencies {
  documents: number;
  df: Record<string, number>;
}

const SIF_A = 1e-3;

export class SentenceVectors {
  private readonly harmonic: number;
  private readonly maxIdf: number;

  constructor(
    private readonly words: WordTable,
    private readonly catalogue: DocumentFrequencies,
  ) {
    // Zipf: p(rank r) = 1 / ((r + 1) · H_n), H_n ≈ ln n + 0.5772
    this.harmonic = Math.log(words.size) + 0.5772;
    this.maxIdf = idf(catalogue.documents, 0);
  }

  /** Weight of a known word at `row` (0 for function words). */
  weightOf(word: string, row: number): number {
    if (FUNCTION_WORDS.has(word)) return 0;
    const p = 1 / ((row + 1) * this.harmonic);
    const sif = SIF_A / (SIF_A + p);
    const df = Object.prototype.hasOwnProperty.call(this.catalogue.df, word) ? this.catalogue.df[word] : 0;
    return sif * (idf(this.catalogue.documents, df) / this.maxIdf);
  }

  /** The unit vector of the parts' words, or null when no word is known. */
  embed(parts: readonly WeightedText[]): number[] | null {
    const sum = new Float64Array(this.words.dimensions);
    let any = false;
    for (const part of parts) {
      for (const word of wordsOf(part.text)) {
        for (const [w, row] of this.rowsOf(word)) {
          const weight = this.weightOf(w, row) * part.weight;
          if (weight <= 0) continue;
          this.words.addTo(row, weight, sum);
          any = true;
        }
      }
    }
    if (!any) return null;
    let norm = 0;
    for (let i = 0; i < sum.length; i++) norm += sum[i] * sum[i];
    norm = Math.sqrt(norm);
    if (norm === 0) return null;
    return Array.from(sum, (x) => Math.round((x / norm) * 1e6) / 1e6);
  }

  /** The word's row; a hyphenated or possessive word the table lacks counts as its parts ("folk-rock" → folk, rock). */
  private rowsOf(word: string): [string, number][] {
    const row = this.words.row(word);
    if (row !== undefined) return [[word, row]];
    const out: [string, number][] = [];
    for (const part of word.replace(/'s$/, '').split(/['-]/)) {
      const r = part ? this.words.row(part) : undefined;
      if (r !== undefined) out.push([part, r]);
    }
    return out;
  }
}

function idf(documents: number, df: number): number {
  return Math.log((documents + 1) / (df + 1)) + 1;
}
