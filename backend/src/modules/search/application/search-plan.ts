/**
 * Turns a SearchIntent into an ordered list of search levels. The first level holds every
 * constraint the query asked for; each later level relaxes one or more of them ("date", "price"...).
 * The handler answers from the first level that finds anything and reports what that level relaxed,
 * so a search never silently answers a different question (issue 8).
 *
 * Inside a level, results come from its passes in order, de-duplicated: with keywords (unrecognised
 * words, often an event name) one BM25 pass per place; without, one pass ranked by the recognised
 * topic and mood words ("jazz", "acoustic"), then the same filters by date.
 *
 * What the query rules out ("not in Scotland", "without camping") holds at every level: it is never relaxed.
 *
 * A query with no understood constraint and no text match finds nothing: the only level left after
 * relaxing everything would be "every upcoming event", which answers no question.
 */
import { EventSearchQuery } from '../../events/application/ports/event-document';
import { moodTerms } from '../domain/parse-intent';
import { SearchIntent } from '../domain/search-intent';
import { splitWords, STOP_WORDS } from '../domain/text';

/** What a level can relax, cheapest first: `distance` widens a place to its region, `location` drops it. */
export const RELAXABLE = ['features', 'distance', 'date', 'price', 'audience', 'location', 'keywords', 'category'] as const;
export type Relaxed = (typeof RELAXABLE)[number];

/** How far a relaxation strays from the question: a family looking for free things this weekend keeps "family" longest. */
const COST: Record<Relaxed, number> = { features: 1, distance: 2, date: 3, price: 4, audience: 8, location: 9, keywords: 12, category: 14 };

type Filters = Omit<EventSearchQuery, 'text' | 'typoTolerance' | 'offset' | 'limit' | 'sort' | 'vector'>;

export interface SearchLevel {
  /** Constraints dropped at this level, in RELAXABLE order; empty for the strict level. Shared: copy to change. */
  relaxed: readonly Relaxed[];
  /** Queries tried in order; their union is the level's answer. */
  passes: EventSearchQuery[];
  /** The first this many passes search by the keywords; their hits are re-ranked by title closeness. */
  keywordPasses: number;
  /** One query per place: their union is everything the level can return (for `total`). */
  countQueries: EventSearchQuery[];
}

export interface SearchPlan<Levels extends Iterable<SearchLevel> = SearchLevel[]> {
  levels: Levels;
  keywords: string[];
  /** Used when no level finds anything: typo-tolerant text over the whole query. */
  fallback: EventSearchQuery | null;
  /** Constraints the query carries (what the fallback relaxes). */
  constraints: Relaxed[];
}

export function planSearch(intent: SearchIntent, query: string, today: number, vector?: number[] | null, category?: string): SearchPlan {
  const plan = planSearchLazily(intent, query, today, vector, category);
  return { ...plan, levels: [...plan.levels] };
}

/**
 * The same plan with levels built as they are reached: most queries are answered by the first level,
 * and building every relaxation's filters up front was a tenth of a computed answer's cost.
 */
export function planSearchLazily(
  asked: SearchIntent,
  query: string,
  today: number,
  vector?: number[] | null,
  /** A category chosen beside the query: it replaces the query's own and holds at every level, like an exclusion. */
  category?: string,
): SearchPlan<Iterable<SearchLevel>> {
  const intent = category ? { ...asked, categories: [category] } : asked;
  const fixed = <Q extends EventSearchQuery>(q: Q): Q => (category ? { ...q, categories: [category] } : q);
  // "christmas" is a time and a topic: the dates filter, and events about it rank first (issue 26)
  const topical = topicalTimeWords(intent);
  const keywordText = [...intent.keywords, ...topical].join(' ');
  const rankText = [rankTextOf(intent), ...topical].filter(Boolean).join(' ');
  const keywordTolerance = intent.keywords.some((k) => k.length >= 8) ? 2 : 1;
  const withVector = (q: EventSearchQuery): EventSearchQuery => (vector && vector.length ? { ...q, vector } : q);
  // the whole query minus words that cannot match an event's text ("near", "this", "under")
  const fallbackOf = (): EventSearchQuery | null => {
    const fallbackText = splitWords(query)
      .filter((w) => !STOP_WORDS.has(w) && !/^[£\d]/.test(w))
      .join(' ');
    return fallbackText ? withVector(fixed({ text: fallbackText, typoTolerance: 2, fromDay: today, sort: 'relevance' })) : null;
  };

  const constraints = constraintsOf(intent);
  function* levels(): Generator<SearchLevel> {
    for (const { relaxed, drop } of relaxationsOf(constraints)) {
      if (category && drop.has('category')) continue;
      const places = filtersFor(intent, today, drop).map(fixed);
      const byKeywords = intent.keywords.length > 0 && !relaxed.includes('keywords');
      const passes: EventSearchQuery[] = [];
      if (byKeywords) {
        for (const f of places) passes.push({ ...f, text: keywordText, typoTolerance: keywordTolerance, sort: 'relevance' });
      }
      // The query vector orders the filter-only passes (what the text passes leave, by meaning instead of date) and
      // the fuzzy fallback (fused with its text ranking). Text passes rank by text alone: fused there, an event
      // holding one word of "outdoor theatre" rose on the meaning of the other (relevance suite: 0.901 fused, 0.907 not).
      const keywordPasses = passes.length;
      if (!byKeywords) {
        for (const f of places) {
          if (rankText) passes.push({ ...f, text: rankText, typoTolerance: 0, sort: 'relevance' });
          passes.push(withVector(f));
        }
      }
      const countQueries = byKeywords ? passes.map(({ vector: _v, sort: _s, ...q }) => q) : places;
      yield { relaxed, passes, keywordPasses, countQueries };
    }
    // nothing but a mood: the mood's words are the question, so only events that carry them answer it
    if (constraints.length === 0 && rankText) {
      const q: EventSearchQuery = fixed({ fromDay: today, text: rankText, typoTolerance: 0 });
      yield { relaxed: [], passes: [withVector({ ...q, sort: 'relevance' })], keywordPasses: 0, countQueries: [q] };
    }
  }
  let fallback: EventSearchQuery | null | undefined;
  return {
    levels: levels(),
    keywords: intent.keywords,
    // built when first read: most queries are answered by a level and never reach it
    get fallback() {
      if (fallback === undefined) fallback = fallbackOf();
      return fallback;
    },
    constraints,
  };
}

/** Holidays a query names as its dates that events are also about ("christmas markets", "halloween"). */
const TOPICAL_TIMES: [RegExp, string][] = [
  [/^Christmas\b|^festive season$|^Boxing Day$/, 'christmas'],
  [/^Easter\b/, 'easter'],
  [/^Halloween$/, 'halloween'],
  [/^Bonfire Night$/, 'bonfire'],
  [/^Hogmanay|^New Year's Eve$/, 'hogmanay'],
  [/^Valentine's$/, 'valentine'],
  [/^Midsummer$/, 'midsummer'],
];

function topicalTimeWords(intent: SearchIntent): string[] {
  const words: string[] = [];
  for (const t of intent.timeframes) for (const [label, word] of TOPICAL_TIMES) if (label.test(t.label) && !words.includes(word)) words.push(word);
  return words;
}

/** The recognised topic and mood words that rank a level's events ('' when the query has none). */
function rankTextOf(intent: SearchIntent): string {
  if (intent.topics.length === 0 && intent.mood.length === 0) return '';
  // few topic and mood lists recur across queries: their words are split once
  const key = `${intent.topics.join('\u0000')}\u0001${intent.mood.join('\u0000')}`;
  let text = rankTexts.get(key);
  if (text === undefined) {
    text = unique([...intent.topics.flatMap((t) => splitWords(t)), ...intent.mood.flatMap((m) => moodTerms(m))])
      .filter((w) => !STOP_WORDS.has(w))
      .join(' ');
    if (rankTexts.size >= MAX_RANK_TEXTS) rankTexts.clear();
    rankTexts.set(key, text);
  }
  return text;
}

const MAX_RANK_TEXTS = 1_000;
const rankTexts = new Map<string, string>();

/** The constraints present in the intent, in RELAXABLE order. */
export function constraintsOf(intent: SearchIntent): Relaxed[] {
  const has: Record<Relaxed, boolean> = {
    features: intent.flags.outdoor !== undefined || intent.flags.camping !== undefined || intent.tags.length > 0,
    distance: intent.locations.some((l) => !!l.region),
    date: intent.timeframes.length > 0,
    price: intent.price !== null,
    audience: intent.flags.familyFriendly !== undefined,
    location: intent.locations.length > 0 || intent.regions.length > 0,
    keywords: intent.keywords.length > 0,
    category: intent.categories.length > 0,
  };
  return RELAXABLE.filter((r) => has[r]);
}

/**
 * Every way to relax the constraints (as constraintsOf lists them) that still leaves one to answer, nearest
 * first (by total cost, then by how many are dropped). `distance` only makes sense while the place is kept.
 */
export function relaxations(constraints: readonly Relaxed[]): (readonly Relaxed[])[] {
  return relaxationsOf(constraints).map((r) => r.relaxed);
}

interface Relaxation {
  relaxed: readonly Relaxed[];
  drop: ReadonlySet<Relaxed>;
}

/**
 * The relaxations depend only on which constraints are present (at most 2^8 lists): built once per
 * list and shared, frozen, as building and sorting every subset per query was most of a plan's garbage.
 */
const relaxationMemo = new Map<number, readonly Relaxation[]>();

function relaxationsOf(constraints: readonly Relaxed[]): readonly Relaxation[] {
  let key = 0;
  for (const c of constraints) key |= 1 << RELAXABLE.indexOf(c);
  let memo = relaxationMemo.get(key);
  if (!memo) {
    memo = Object.freeze(
      buildRelaxations(RELAXABLE.filter((r) => constraints.includes(r))).map((relaxed) =>
        Object.freeze({ relaxed: Object.freeze(relaxed), drop: new Set(relaxed) }),
      ),
    );
    relaxationMemo.set(key, memo);
  }
  return memo;
}

function buildRelaxations(constraints: Relaxed[]): Relaxed[][] {
  const out: Relaxed[][] = [];
  const n = constraints.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const relaxed = constraints.filter((_, i) => mask & (1 << i));
    if (relaxed.includes('distance') && relaxed.includes('location')) continue;
    const kept = constraints.filter((c) => !relaxed.includes(c) && c !== 'distance');
    if (kept.length === 0) continue;
    out.push(relaxed);
  }
  const cost = (r: Relaxed[]) => r.reduce((s, x) => s + COST[x], 0);
  return out.sort((a, b) => cost(a) - cost(b) || a.length - b.length);
}

/**
 * The structured filters with `relaxed` dropped. A list because several places mean several
 * queries ("Leeds or York"); regions that hold none of the named places are one more.
 */
export function filtersFor(intent: SearchIntent, today: number, relaxed: ReadonlySet<Relaxed>): Filters[] {
  const common: Filters = {};
  if (intent.categories.length && !relaxed.has('category')) common.categories = [...intent.categories];
  if (!relaxed.has('price')) {
    if (intent.price?.free) common.free = true;
    else if (intent.price?.maxPence !== undefined) common.maxPricePence = intent.price.maxPence;
  }
  // what the query rules out holds at every level
  if (intent.exclude.categories.length) common.excludeCategories = [...intent.exclude.categories];
  if (intent.exclude.regions.length) common.excludeRegions = [...intent.exclude.regions];
  if (intent.exclude.ids.length) common.excludeIds = [...intent.exclude.ids];
  // an access need is never relaxed: an event that does not state it is no answer to it
  if (intent.access?.length) common.access = [...intent.access] as EventSearchQuery['access'];
  common.fromDay = today;
  if (intent.timeframes.length && !relaxed.has('date')) {
    common.fromDay = Math.min(...intent.timeframes.map((t) => t.fromDay));
    common.toDay = Math.max(...intent.timeframes.map((t) => t.toDay));
  }
  if (intent.flags.familyFriendly !== undefined && !relaxed.has('audience')) common.familyFriendly = intent.flags.familyFriendly;
  if (!relaxed.has('features')) {
    if (intent.flags.outdoor !== undefined) common.outdoor = intent.flags.outdoor;
    if (intent.flags.camping !== undefined) common.camping = intent.flags.camping;
    if (intent.tags.length) common.tags = [...intent.tags];
  }
  // ruled-out features ("without camping", "not indoors") are exclusions, never relaxed
  Object.assign(common, intent.exclude.flags);
  if (relaxed.has('location')) return [common];

  const placeRegions = new Set(intent.locations.map((l) => l.region).filter((r): r is string => !!r));
  if (relaxed.has('distance')) {
    const widened = unique([...placeRegions, ...intent.regions]);
    const unplaced = intent.locations.filter((l) => !l.region).map((l) => ({ ...common, near: { lat: l.lat, lon: l.lon, radiusKm: l.radiusKm } }));
    return [...(widened.length ? [{ ...common, regions: widened }] : []), ...unplaced];
  }
  const otherRegions = intent.regions.filter((r) => !placeRegions.has(r));
  const places: Filters[] = intent.locations.map((l) => ({ ...common, near: { lat: l.lat, lon: l.lon, radiusKm: l.radiusKm } }));
  if (otherRegions.length) places.push({ ...common, regions: otherRegions });
  return places.length ? places : [common];
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
