/** Counts an NLP pass gives the analysis (the wink-nlp adapter computes them; tests may build them by hand). */
export interface TextStats {
  /** Words per sentence, in order. */
  sentenceWords: number[];
  words: number;
  syllables: number;
  /** Content words (nouns, proper nouns, adjectives, verbs) lower-cased and lemmatised where known, stop words out. */
  contentWords: string[];
  /** Ranked key terms: single words and two-word noun phrases, most frequent first. */
  keywords: string[];
}

/** Syllables in one English word: vowel groups, less a silent final e, at least one. */
export function syllablesIn(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}
