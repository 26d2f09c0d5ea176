/**
 * Turns a SearchIntent into an ordered list of read-model queries ("passes"). Results are taken
 * from the passes in order, de-duplicated, until the page is full:
 *
 *  1. with keywords (unrecognised words, often an event name): every tier with the keywords as
 *     BM25 text, so a named event is found even when the structure around it is too strict;
 *  2. every tier ranked by the recognised topics and mood words ("jazz", "acoustic"), then the
 *     same tier by date — structured matches first, the rest of the tier after.
 *
 * Tiers relax the structure step by step: all parts; without flags, tags and mood; place widened
 * to its region; without the time (upcoming only). Category, price and exclusions are never relaxed.
 * Every pass lies inside the loosest tier, so `total` is that tier's count.
 */
import { EventSearchQuery } from '../../events/application/ports/event-document';
import { moodTerms } from '../domain/parse-intent';
import { hasStructure, SearchIntent } from '../domain/search-intent';
import { splitWords, STOP_WORDS } from '../domain/text';

export interface SearchPlan {
  passes: EventSearchQuery[];
  /** The first this many passes search by the keywords; their hits are re-ranked by title closeness. */
  keywordPasses: number;
  keywords: string[];
  /** Count of every event the passes can return; null when the single text pass reports it. */
  totalQuery: EventSearchQuery | null;
  /** Used when the passes find nothing: typo-tolerant text over the whole query. */
  fallback: EventSearchQuery | null;
}

type Filters = Omit<EventSearchQuery, 'text' | 'typoTolerance' | 'offset' | 'limit' | 'sort' | 'vector'>;

export function planSearch(intent: SearchIntent, query: string, today: number, vector?: number[] | null): SearchPlan {
  const keywordText = intent.keywords.join(' ');
  const rankText = unique([...intent.topics.flatMap((t) => splitWords(t)), ...intent.mood.flatMap((m) => moodTerms(m))])
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
  const keywordTolerance = intent.keywords.some((k) => k.length >= 8) ? 2 : 1;
  const withVector = (q: EventSearchQuery): EventSearchQuery => (vector && vector.length ? { ...q, vector } : q);
  // the whole query minus words that cannot match an event's text ("near", "this", "under")
  const fallbackText = splitWords(query)
    .filter((w) => !STOP_WORDS.has(w) && !/^[£\d]/.test(w))
    .join(' ');
  const fallback: EventSearchQuery | null = fallbackText ? withVector({ text: fallbackText, typoTolerance: 2, fromDay: today, sort: 'relevance' }) : null;

  if (!hasStructure(intent)) {
    const base: Filters = { fromDay: today };
    const passes: EventSearchQuery[] = [];
    if (keywordText) {
      passes.push(withVector({ ...base, text: keywordText, typoTolerance: keywordTolerance, sort: 'relevance' }));
      return { passes, keywordPasses: 1, keywords: intent.keywords, totalQuery: null, fallback };
    }
    // nothing but a mood (or nothing at all): rank upcoming events by the mood's words, then by date
    if (rankText) passes.push(withVector({ ...base, text: rankText, typoTolerance: 0, sort: 'relevance' }));
    passes.push(withVector({ ...base }));
    return { passes, keywordPasses: 0, keywords: [], totalQuery: { ...base }, fallback };
  }

  const tiers = relaxedTiers(intent, today);
  const passes: EventSearchQuery[] = [];
  if (keywordText) {
    for (const tier of tiers) {
      for (const f of tier) passes.push(withVector({ ...f, text: keywordText, typoTolerance: keywordTolerance, sort: 'relevance' }));
    }
  }
  const keywordPasses = passes.length;
  for (const tier of tiers) {
    for (const f of tier) {
      if (rankText) passes.push(withVector({ ...f, text: rankText, typoTolerance: 0, sort: 'relevance' }));
      passes.push(withVector({ ...f }));
    }
  }
  // the widened tiers are always a single query, so the loosest one counts everything
  const loosest = tiers[tiers.length - 1][0];
  return { passes, keywordPasses, keywords: intent.keywords, totalQuery: loosest, fallback };
}

/**
 * The structured filters at each relaxation step. A step is a list because several places mean
 * several queries ("Leeds or York"); steps equal to the one before are dropped.
 */
export function relaxedTiers(intent: SearchIntent, today: number): Filters[][] {
  const common: Filters = {};
  if (intent.categories.length) common.categories = [...intent.categories];
  if (intent.price?.free) common.free = true;
  else if (intent.price?.maxPence !== undefined) common.maxPricePence = intent.price.maxPence;
  // what the query rules out holds in every tier
  if (intent.exclude.categories.length) common.excludeCategories = [...intent.exclude.categories];
  if (intent.exclude.regions.length) common.excludeRegions = [...intent.exclude.regions];
  if (intent.exclude.ids.length) common.excludeIds = [...intent.exclude.ids];
  Object.assign(common, intent.exclude.flags);

  const time: Filters = { fromDay: today };
  if (intent.timeframes.length) {
    time.fromDay = Math.min(...intent.timeframes.map((t) => t.fromDay));
    time.toDay = Math.max(...intent.timeframes.map((t) => t.toDay));
  }
  const flags: Filters = {};
  if (intent.flags.familyFriendly !== undefined) flags.familyFriendly = intent.flags.familyFriendly;
  if (intent.flags.outdoor !== undefined) flags.outdoor = intent.flags.outdoor;
  if (intent.flags.camping !== undefined) flags.camping = intent.flags.camping;
  if (intent.tags.length) flags.tags = [...intent.tags];

  // places: each named place is a circle; regions that hold none of them are one more option
  const placeRegions = new Set(intent.locations.map((l) => l.region).filter((r): r is string => !!r));
  const otherRegions = intent.regions.filter((r) => !placeRegions.has(r));
  const places: Filters[] = intent.locations.map((l) => ({ near: { lat: l.lat, lon: l.lon, radiusKm: l.radiusKm } }));
  if (otherRegions.length) places.push({ regions: otherRegions });
  if (places.length === 0) places.push({});
  const allRegions = unique([...placeRegions, ...intent.regions]);
  const widened: Filters[] = [allRegions.length ? { regions: allRegions } : {}];

  const steps: Filters[][] = [
    places.map((p) => ({ ...common, ...p, ...time, ...flags })),
    places.map((p) => ({ ...common, ...p, ...time })),
    widened.map((p) => ({ ...common, ...p, ...time })),
    widened.map((p) => ({ ...common, ...p, fromDay: today })),
  ];
  const out: Filters[][] = [];
  for (const step of steps) {
    if (out.length && JSON.stringify(out[out.length - 1]) === JSON.stringify(step)) continue;
    out.push(step);
  }
  return out;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
