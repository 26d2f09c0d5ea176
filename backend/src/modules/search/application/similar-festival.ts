/**
 * "festivals like Download", "something similar to WOMAD": festivals similar to a named one, the named one left out.
 * The name is looked up among event titles first, so a festival named after a place ("like Reading") reads as the
 * festival; only when no title is close does the query read as it would without the comparison.
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { SearchIntent } from '../domain/search-intent';
import { splitWords, STOP_WORDS } from '../domain/text';
import { titleDistance } from './title-closeness';

const SIMILAR =
  /\b(?:like|similar to|such as|in the style of|a bit like|same as)\s+(.+?)(?=\s+(?:in|near|around|this|next|during|over|for|but|without|except|not|under|with)\b|[,.?!]|$)/i;
/** Words a name may carry that say nothing about which festival it is. */
const NAME_NOISE = new Set(['festival', 'festivals', 'fest', 'the', 'one', 'ones', 'event', 'events']);

export interface SimilarRequest {
  /** The name's words, lower case ("download"). */
  name: string[];
  /** The query without the comparison, for the rest of the intent ("festivals in Scotland"). */
  rest: string;
}

export function splitSimilarTo(query: string): SimilarRequest | null {
  const match = SIMILAR.exec(query);
  if (!match) return null;
  const name = splitWords(match[1]).filter((w) => !NAME_NOISE.has(w) && !STOP_WORDS.has(w));
  if (name.length === 0 || name.length > 6) return null;
  const rest = `${query.slice(0, match.index)} ${query.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return { name, rest };
}

/** The best title for the name, when it is close enough to be that festival (about one typo a word). */
export function pickNamedFestival(candidates: EventDocument[], name: string[]): EventDocument | null {
  let best: EventDocument | null = null;
  let bestDistance = Infinity;
  for (const doc of candidates) {
    const d = titleDistance(doc.title, name);
    if (d < bestDistance) [best, bestDistance] = [doc, d];
  }
  return best && bestDistance <= name.length ? best : null;
}

const CAMPING_TAGS = ['camping', 'glamping'];

/**
 * What "like X" asks for: X's category (unless the query names one), X's tags as ranking words (metal before pop
 * for "like Download"), camping when X has it, and never X itself.
 */
export function similarIntent(intent: SearchIntent, festival: EventDocument): SearchIntent {
  const tags = (festival.tags ?? []).filter((t) => !CAMPING_TAGS.includes(t));
  return {
    ...intent,
    categories: intent.categories.length ? intent.categories : [festival.category],
    topics: [...new Set([...intent.topics, ...tags.map((t) => t.replace(/-/g, ' '))])],
    flags: festival.tags?.some((t) => CAMPING_TAGS.includes(t)) && intent.flags.camping === undefined ? { ...intent.flags, camping: true } : intent.flags,
    exclude: { ...intent.exclude, ids: [...intent.exclude.ids, festival.id] },
  };
}
