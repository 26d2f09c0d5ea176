/**
 * The read model's text search matches any one word, with prefixes and up to two edits, so
 * "underwater basket weaving" finds a "market" and an "evening" (issue 8). Unrecognised words
 * are the question itself: an event answers it only if its text holds at least half of them,
 * each as a word, the start of a word or within a visitor's typo budget (none under 5 letters).
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { damerauLevenshtein, typoBudget } from '../domain/damerau-levenshtein';
import { splitWords } from '../domain/text';

export function textWords(doc: EventDocument): Set<string> {
  const words = new Set(splitWords([doc.title, doc.description, (doc.tags ?? []).join(' '), doc.city, doc.venue].join(' ')));
  // "greenman" answers "Green Man": the title's adjacent words joined, as the read model indexes them
  const title = splitWords(doc.title);
  for (let i = 0; i + 1 < title.length; i++) words.add(title[i] + title[i + 1]);
  return words;
}

export function holdsWord(words: ReadonlySet<string>, keyword: string): boolean {
  if (words.has(keyword)) return true;
  const budget = typoBudget(keyword);
  for (const w of words) {
    if (keyword.length >= 3 && w.startsWith(keyword)) return true;
    if (budget > 0 && Math.abs(w.length - keyword.length) <= budget && damerauLevenshtein(keyword, w, budget) <= budget) return true;
  }
  return false;
}

export function coversKeywords(doc: EventDocument, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const words = textWords(doc);
  const needed = Math.ceil(keywords.length / 2);
  let held = 0;
  for (const k of keywords) if (holdsWord(words, k) && ++held >= needed) return true;
  return false;
}
