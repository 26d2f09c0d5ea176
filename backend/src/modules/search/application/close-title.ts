/**
 * "bristol baloon fiesta", "whitbey goth weekend", "lanngollen eisteddfod": when most words of a query are close to
 * one event's title, the visitor is naming that event, whatever else the words seem to say (a place, a category, a
 * weekend). That event then comes first (issue 26).
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { damerauLevenshtein, typoBudget } from '../domain/damerau-levenshtein';
import { splitWords, STOP_WORDS } from '../domain/text';

/** Words a name may carry that say nothing about which event it is. */
const NAME_NOISE = new Set(['festival', 'festivals', 'fest', 'event', 'events', 'the', 'of', 'and']);

/** The query's words that can name an event ([] when fewer than two: one word is the keyword search's job). */
export function nameWords(query: string): string[] {
  const words = splitWords(query).filter((w) => !STOP_WORDS.has(w) && !NAME_NOISE.has(w) && !/^\d/.test(w));
  return words.length >= 2 && words.length <= 6 ? words : [];
}

/** Whether a typed word is a title word, the start of one (4+ letters) or within its typo budget (one more edit from 6 letters). */
function closeTo(typed: string, titleWord: string): boolean {
  if (typed === titleWord) return true;
  if (typed.length >= 4 && titleWord.startsWith(typed)) return true;
  const budget = Math.max(typoBudget(typed), typed.length >= 6 ? 2 : typed.length >= 4 ? 1 : 0);
  return budget > 0 && Math.abs(typed.length - titleWord.length) <= budget && damerauLevenshtein(typed, titleWord, budget) <= budget;
}

/**
 * The candidate whose title holds the most of the words (at least two, and more than half of them), with at least
 * half of its own name words typed; ties go to the title with fewer words left untyped. Null when none does.
 * `filterWords` are words the query's filters already answer (its category, places, dates): a title holding only
 * those ("music festivals in Wales" and a "Wales Music Festival") is a filter match, not a name.
 */
export function closeTitleMatch(
  candidates: readonly EventDocument[],
  words: readonly string[],
  filterWords: ReadonlySet<string> = new Set(),
): EventDocument | null {
  if (words.length < 2) return null;
  let best: { doc: EventDocument; held: number; untyped: number } | null = null;
  for (const doc of candidates) {
    const title = splitWords(doc.title).filter((w) => !NAME_NOISE.has(w) && !STOP_WORDS.has(w));
    if (title.length === 0) continue;
    const heldWords = words.filter((w) => title.some((t) => closeTo(w, t)));
    if (heldWords.every((w) => filterWords.has(w))) continue;
    const held = heldWords.length;
    const typed = title.filter((t) => words.some((w) => closeTo(w, t))).length;
    if (held < 2 || held * 2 <= words.length || typed * 2 < title.length) continue;
    const untyped = title.length - typed;
    if (!best || held > best.held || (held === best.held && untyped < best.untyped)) best = { doc, held, untyped };
  }
  return best?.doc ?? null;
}
