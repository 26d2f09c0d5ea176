import { TextStats } from '../../domain/text-stats';

/** Sentence, word, syllable counts and key terms of a text (wink-nlp in production and tests alike). */
export abstract class TextAnalyser {
  abstract stats(text: string): TextStats;
  /** Lower-cased content words of a text (for category vocabularies). */
  abstract contentWords(text: string): string[];
}
