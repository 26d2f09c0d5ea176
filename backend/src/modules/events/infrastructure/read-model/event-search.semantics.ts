/**
 * Semantics every EventReadModel adapter shares: query defaults, limits, sort resolution and the
 * years a multi-day event touches. Keeping them here makes the adapters agree by construction.
 */
import { dayParts, lastDayOfMonth } from '../../../../platform/time/uk-days';
import { EventSearchQuery, EventStatus } from '../../application/ports/event-document';

export const DEFAULT_SEARCH_LIMIT = 24;
export const MAX_SEARCH_LIMIT = 500;
/** Text field weights (BM25 boosts). */
export const TEXT_BOOSTS = { title: 3, tags: 2, city: 1, venue: 1, description: 1 } as const;
export const TEXT_FIELDS = Object.keys(TEXT_BOOSTS) as (keyof typeof TEXT_BOOSTS)[];
/**
 * Adjacent words of a title joined ("Green Man" → "greenman"), indexed beside the title so a name written as one word
 * finds the title written as two, and the query's joined pairs ("boom town" → "boomtown") find the one-word title.
 */
export function joinedWordPairs(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  const pairs: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push(words[i] + words[i + 1]);
  return pairs;
}

/** Edit distance is bounded: more than 2 matches almost anything. */
export const MAX_TYPO_TOLERANCE = 2;

export { ENGLISH_STOP_WORDS } from '../../contracts/stop-words';

export type ResolvedSort = NonNullable<EventSearchQuery['sort']>;

export interface NormalizedEventQuery extends EventSearchQuery {
  text: string | undefined;
  typoTolerance: number;
  statuses: EventStatus[];
  sort: ResolvedSort;
  offset: number;
  limit: number;
}

/**
 * Every field of a query, unset: a normalised query starts as a copy of it, so every one has the same fields in one
 * order however its source was built (typed so that a field added to EventSearchQuery and missing here fails to compile).
 */
const UNSET: Record<keyof Required<EventSearchQuery>, undefined> = {
  text: undefined,
  typoTolerance: undefined,
  categories: undefined,
  regions: undefined,
  excludeCategories: undefined,
  excludeRegions: undefined,
  cities: undefined,
  near: undefined,
  fromDay: undefined,
  toDay: undefined,
  confirmedDatesOnly: undefined,
  maxPricePence: undefined,
  free: undefined,
  featured: undefined,
  familyFriendly: undefined,
  outdoor: undefined,
  camping: undefined,
  tags: undefined,
  access: undefined,
  statuses: undefined,
  excludeIds: undefined,
  sort: undefined,
  vector: undefined,
  offset: undefined,
  limit: undefined,
};
const QUERY_FIELDS: ReadonlySet<string> = new Set(Object.keys(UNSET));

/**
 * Queries come in many shapes (the search plan builds them by spreads), and one shape keeps every read of a normalised
 * query in the read model monomorphic. The query's own fields are copied by a for-in over it: reading all 24 fields by
 * name from so many shapes cost 3 µs a query in megamorphic lookups, the copy a fifth of that.
 */
export function normalizeEventQuery(query: EventSearchQuery): NormalizedEventQuery {
  const given: Record<string, unknown> = { ...UNSET };
  for (const field in query) if (QUERY_FIELDS.has(field)) given[field] = query[field as keyof EventSearchQuery];
  const q = given as EventSearchQuery;
  const text = q.text?.trim() || undefined;
  const hasVector = !!q.vector && q.vector.length > 0;
  const normalized = q as NormalizedEventQuery;
  normalized.text = text;
  normalized.typoTolerance = clampInt(q.typoTolerance ?? 0, 0, MAX_TYPO_TOLERANCE);
  normalized.confirmedDatesOnly = q.confirmedDatesOnly || isExactDateRange(q.fromDay, q.toDay);
  normalized.statuses = q.statuses && q.statuses.length > 0 ? q.statuses : ['published'];
  normalized.sort = q.sort ?? (text || hasVector ? 'relevance' : 'date');
  normalized.offset = Math.max(0, Math.floor(q.offset ?? 0));
  normalized.limit = clampInt(q.limit ?? DEFAULT_SEARCH_LIMIT, 0, MAX_SEARCH_LIMIT);
  return normalized;
}

/**
 * A range narrower than a month (a day, a weekend, a week) asks for exact dates: events whose dates are an estimate
 * are left out. The rest of a month ("this month" from today) still counts as the month: an estimate is good to its month.
 */
export function isExactDateRange(fromDay: number | undefined, toDay: number | undefined): boolean {
  if (fromDay === undefined || toDay === undefined || toDay - fromDay >= 27) return false;
  const { year, month } = dayParts(toDay);
  return toDay !== lastDayOfMonth(year, month);
}

/** Every calendar year an event's [startDay, endDay] touches. */
export function yearsOf(startDay: number, endDay: number): number[] {
  const first = dayParts(startDay).year;
  const last = dayParts(Math.max(startDay, endDay)).year;
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}

/** Great-circle distance in km (haversine), as Elasticsearch's geo_distance (arc) computes it. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
const EARTH_RADIUS_KM = 6371.0088;

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Reciprocal rank fusion's constant (Cormack, Clarke and Büttcher, SIGIR 2009): ranks past the first few weigh alike. */
export const RRF_K = 60;

/**
 * Hybrid relevance of `n` matches, the same in every adapter: reciprocal rank fusion of their rank by text score and
 * their rank by cosine similarity to the query vector, 1/(K + text rank) + 1/(K + vector rank). Ranks are 1-based and
 * shared by ties (1, 2, 2, 4). A match without a vector (NaN similarity) has its text term alone.
 */
export function reciprocalRankFusion(textScores: ArrayLike<number>, similarities: ArrayLike<number>, n: number): Float64Array {
  const textRank = descendingRanks(textScores, n);
  const vectorRank = descendingRanks(similarities, n);
  const fused = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    fused[i] = (textRank[i] ? 1 / (RRF_K + textRank[i]) : 0) + (vectorRank[i] ? 1 / (RRF_K + vectorRank[i]) : 0);
  }
  return fused;
}

/** 1-based competition ranks, highest value first (0 for NaN: unranked). */
function descendingRanks(values: ArrayLike<number>, n: number): Int32Array {
  const sorted = new Float64Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(values[i])) sorted[m++] = values[i];
  const present = sorted.subarray(0, m).sort();
  const ranks = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (Number.isNaN(v)) continue;
    // values above v = m − (index past the last value ≤ v)
    let lo = 0;
    let hi = m;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (present[mid] <= v) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = m - lo + 1;
  }
  return ranks;
}
