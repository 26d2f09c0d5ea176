/**
 * BM25 with typo tolerance scores "GlastonBarry" (two edits) like "Glastonbury" (one) for
 * "glastonbery", and favours the shorter title. Among the hits of a keyword search we therefore
 * put first the events whose title words are closest to the typed words (a stable sort, so BM25
 * order stays within equal closeness).
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { damerauLevenshtein } from '../domain/damerau-levenshtein';
import { splitWords } from '../domain/text';

const FAR = 3;

export function titleDistance(title: string, keywords: readonly string[]): number {
  const words = splitWords(title);
  let sum = 0;
  for (const k of keywords) {
    let best = FAR;
    for (const w of words) {
      const d = w.startsWith(k) ? 0 : damerauLevenshtein(k, w, FAR - 1);
      if (d < best) best = d;
      if (best === 0) break;
    }
    sum += best;
  }
  return sum;
}

export function rerankByTitle(docs: EventDocument[], keywords: readonly string[]): EventDocument[] {
  if (keywords.length === 0 || docs.length < 2) return docs;
  return docs
    .map((doc, i) => ({ doc, i, d: titleDistance(doc.title, keywords) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.doc);
}
