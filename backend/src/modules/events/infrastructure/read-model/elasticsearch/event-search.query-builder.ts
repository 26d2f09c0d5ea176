/**
 * EventSearchQuery → Elasticsearch query DSL, the same semantics as the embedded adapter
 * (event-search.semantics.ts). Pure functions, so the mapping is unit-tested without a cluster. Every request is
 * typed with the client's own types (estypes), so a misspelt clause fails the type check.
 */
import type { estypes } from '@elastic/elasticsearch';
import { EventDocument } from '../../../application/ports/event-document';
import { CHECKED_STATUSES, DUPLICATE_PROBLEM, NormalizedAdminQuery, PAST_PUBLISHED_PROBLEM } from '../event-quality.semantics';
import { NormalizedEventQuery, TEXT_BOOSTS, TEXT_FIELDS, normalizeEventQuery } from '../event-search.semantics';

type Query = estypes.QueryDslQueryContainer;
type Sort = estypes.SortCombinations[];
/** A search request without its index (the adapter adds the alias). */
export type SearchBody = Omit<estypes.SearchRequest, 'index'>;

/**
 * Text is searched in `folded.*`: accent-folded copies the adapter writes beside the document (see `foldedText`),
 * because the engine's asciifolding filter lives in a module the Maven Central distribution lacks.
 */
export const TEXT_QUERY_FIELDS = [
  ...TEXT_FIELDS.map((f) => (TEXT_BOOSTS[f] === 1 ? `folded.${f}` : `folded.${f}^${TEXT_BOOSTS[f]}`)),
  `folded.title.joined^${TEXT_BOOSTS.title}`,
];

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', þ: 'th', Þ: 'TH' };

/** Accents off ("Fête" → "Fete"), as Lucene's ASCII folding does for the letters UK event text uses. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæÆœŒøØłŁđĐþÞ]/g, (c) => LIGATURES[c]);
}

/** The derived `folded` object stored with each document (never returned). */
export function foldedText(doc: EventDocument): Record<(typeof TEXT_FIELDS)[number], string> {
  return {
    title: foldText(doc.title),
    tags: doc.tags.map(foldText).join('\n'),
    city: foldText(doc.city ?? ''),
    venue: foldText(doc.venue ?? ''),
    description: foldText(doc.description ?? ''),
  };
}

/** Per-word edit limits as the embedded adapter applies them: none under 3 letters, 1 under 6, else the tolerance. */
export function fuzzinessFor(tolerance: number): string | undefined {
  if (tolerance <= 0) return undefined;
  return tolerance === 1 ? 'AUTO:3,1000' : 'AUTO:3,6';
}

/**
 * The query as this adapter runs it: with the words of its text that the index holds as typed (asked first, see
 * `buildHeldWordsRequest`), which are never corrected into other words ("beer" is not "deer"), as the embedded
 * index does.
 */
export type EngineEventQuery = NormalizedEventQuery & { wordsAsTyped?: readonly string[] };

/** The words of a query text as both engines split them (folded, lower case). */
export function queryWords(text: string): string[] {
  return [
    ...new Set(
      foldText(text)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** One request that says which query words some document holds exactly (a filter aggregation per word). */
export function buildHeldWordsRequest(words: readonly string[]): SearchBody {
  return {
    size: 0,
    track_total_hits: false,
    aggs: Object.fromEntries(words.map((w, i) => [`w${i}`, { filter: { multi_match: { query: w, fields: TEXT_QUERY_FIELDS, type: 'most_fields' } } }])),
  };
}

export function buildFilterQuery(q: EngineEventQuery): Query {
  const filter: Query[] = [{ terms: { status: q.statuses } }];
  if (q.categories?.length) filter.push({ terms: { category: q.categories } });
  if (q.regions?.length) filter.push({ terms: { region: q.regions } });
  if (q.cities?.length) filter.push({ terms: { city: q.cities.map((c) => c.toLowerCase()) } });
  if (q.fromDay !== undefined) filter.push({ range: { endDay: { gte: q.fromDay } } });
  if (q.toDay !== undefined) filter.push({ range: { startDay: { lte: q.toDay } } });
  // A range never matches a missing value, so an unknown price is excluded, as the contract wants.
  if (q.maxPricePence !== undefined) filter.push({ range: { minPricePence: { lte: q.maxPricePence } } });
  const flags: [keyof EventDocument, boolean | undefined][] = [
    ['isFree', q.free],
    ['featured', q.featured],
    ['familyFriendly', q.familyFriendly],
    ['outdoor', q.outdoor],
    ['camping', q.camping],
  ];
  for (const [field, value] of flags) if (value !== undefined) filter.push({ term: { [field]: value } });
  // Documents written before the flag existed lack it and count as confirmed.
  if (q.confirmedDatesOnly) filter.push({ bool: { must_not: { term: { datesConfirmed: false } } } });
  for (const tag of q.tags ?? []) filter.push({ term: { tags: tag } });
  // Each accessibility fact asked for must be stated 'yes' (the projection indexes the effective facts' tokens).
  for (const token of q.access ?? []) filter.push({ term: { access: token } });
  if (q.near) {
    filter.push({
      geo_distance: { distance: `${q.near.radiusKm}km`, location: { lat: q.near.lat, lon: q.near.lon } },
    });
  }
  const bool: estypes.QueryDslBoolQuery = { filter };
  if (q.text) {
    const text = foldText(q.text);
    const typed = new Set(q.wordsAsTyped ?? []);
    const toCorrect = queryWords(q.text).filter((w) => !typed.has(w));
    const fuzziness = toCorrect.length > 0 ? fuzzinessFor(q.typoTolerance) : undefined;
    // Stop-word-only text matches everything; inside the split below a clause of stop words alone matches nothing.
    const matchWords = (query: string, fuzzy: boolean, zeroTerms: 'all' | 'none' = 'all'): Query => ({
      multi_match: {
        query,
        fields: TEXT_QUERY_FIELDS,
        // Sum over fields (as the embedded BM25 does); any word may match.
        type: 'most_fields',
        operator: 'or',
        zero_terms_query: zeroTerms,
        ...(fuzzy && fuzziness ? { fuzziness } : {}),
      },
    });
    // A word held as typed matches as typed or with letters added at its end ("festival" → "festivals": edits only
    // past its own letters), as the embedded index completes words; the other words may be corrected.
    const completions = [...typed].map((w): Query => ({
      multi_match: { query: w, fields: TEXT_QUERY_FIELDS, type: 'most_fields', fuzziness: 2, prefix_length: w.length, zero_terms_query: 'none' },
    }));
    const corrected = toCorrect.length > 0 ? [matchWords(toCorrect.join(' '), true, 'none')] : [];
    const words: Query =
      typed.size > 0 ? { bool: { should: [matchWords([...typed].join(' '), false, 'none'), ...completions, ...corrected] } } : matchWords(text, true);
    // the query's joined word pairs against the title words: "boom town" finds "Boomtown" (as the embedded index does)
    const joinedPairs: Query = {
      match: { 'folded.title': { query: text, analyzer: 'ff_joined', boost: TEXT_BOOSTS.title, ...(fuzziness ? { fuzziness } : {}) } },
    };
    bool.must = [{ bool: { should: [words, joinedPairs] } }];
  }
  const mustNot: Query[] = [];
  if (q.excludeIds?.length) mustNot.push({ ids: { values: q.excludeIds } });
  if (q.excludeCategories?.length) mustNot.push({ terms: { category: q.excludeCategories } });
  if (q.excludeRegions?.length) mustNot.push({ terms: { region: q.excludeRegions } });
  if (mustNot.length) bool.must_not = mustNot;
  return { bool };
}

/**
 * With a query vector the adapter fuses two rankings the engine makes (elasticsearch-event-read-model.ts,
 * `hybridRanking`): the best text matches, and the nearest vectors among the same matches (kNN on the indexed
 * `embedding`). Each list holds at most this many; reciprocal rank fusion needs ranks near the top, and page 1 is 24.
 */
export const HYBRID_WINDOW = 500;

/** What the hybrid ranking needs of each candidate: its id and what breaks ties (date, title). */
const CANDIDATE_FIELDS = ['id', 'title', 'startDay'];

/** The best text matches of the query, scored (the text ranking of the fusion). */
export function buildTextCandidatesRequest(q: EngineEventQuery, window: number): SearchBody {
  return {
    query: buildFilterQuery(q),
    sort: [{ _score: { order: 'desc' } }, ...buildSort({ ...q, sort: 'date' })],
    track_scores: true,
    size: window,
    track_total_hits: true,
    _source: { includes: CANDIDATE_FIELDS },
  };
}

/**
 * The matches nearest the query vector (cosine), the text and filters applied first (a kNN filter narrows before the
 * graph search, so only matches compete). Candidates examined per shard: enough that the answer is exact on small
 * indices and stable on large ones.
 */
export function buildNearestRequest(q: EngineEventQuery, vector: number[], k: number): SearchBody {
  return {
    knn: { field: 'embedding', query_vector: vector, k, num_candidates: Math.min(10_000, Math.max(k, 500)), filter: buildFilterQuery(q) },
    size: k,
    _source: { includes: CANDIDATE_FIELDS },
  };
}

/** Matches without a vector, by date: after the vector-ranked ones when the query is a vector alone. */
export function buildWithoutVectorRequest(q: EngineEventQuery, size: number): SearchBody {
  return {
    query: { bool: { filter: [buildFilterQuery(q)], must_not: [{ exists: { field: 'embedding' } }] } },
    sort: buildSort({ ...q, sort: 'date' }),
    size,
    _source: { includes: CANDIDATE_FIELDS },
  };
}

export function buildSort(q: NormalizedEventQuery): Sort {
  const date: estypes.SortCombinations = { startDay: { order: 'asc' } };
  const title: estypes.SortCombinations = { 'title.sort': { order: 'asc' } };
  const id: estypes.SortCombinations = { id: { order: 'asc' } };
  switch (q.sort) {
    case 'date-desc':
      return [{ startDay: { order: 'desc' } }, title, id];
    case 'updated':
      return [{ updatedAt: { order: 'desc' } }, id];
    case 'price':
      return [{ minPricePence: { order: 'asc', missing: '_last' } }, date, title, id];
    case 'title':
      return [title, date, id];
    case 'relevance':
      return [{ _score: { order: 'desc' } }, date, title, id];
    default:
      return [date, title, id];
  }
}

export function buildSearchRequest(q: EngineEventQuery): SearchBody {
  return {
    query: buildFilterQuery(q),
    sort: buildSort(q),
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    _source: { excludes: DERIVED_FIELDS },
  };
}

/** Stored beside the document for aggregations and text search, never returned. */
export const DERIVED_FIELDS = ['years', 'duplicateKey', 'folded'];

export const FACET_AGGREGATIONS: Record<'category' | 'region' | 'year', estypes.AggregationsAggregationContainer> = {
  category: { terms: { field: 'category', size: 200 } },
  region: { terms: { field: 'region', size: 200 } },
  year: { terms: { field: 'years', size: 400 } },
};

// ---- The admin list and the data-quality figures -------------------------------------------------

/** Checked events whose duplicate key appears at least twice: the keys come from this aggregation. */
export const MAX_DUPLICATE_KEYS = 10_000;

export function duplicateKeysRequest(): SearchBody {
  return {
    size: 0,
    track_total_hits: false,
    query: { terms: { status: CHECKED_STATUSES } },
    aggs: { keys: { terms: { field: 'duplicateKey', min_doc_count: 2, size: MAX_DUPLICATE_KEYS } } },
  };
}

/** The query matching events that have problem `code` (duplicate keys from `duplicateKeysRequest`). */
export function problemClause(code: string, today: number, duplicateKeys: string[]): Query {
  if (code === PAST_PUBLISHED_PROBLEM) return { bool: { filter: [{ term: { status: 'published' } }, { range: { endDay: { lt: today } } }] } };
  if (code === DUPLICATE_PROBLEM) return { bool: { filter: [{ terms: { status: CHECKED_STATUSES } }, { terms: { duplicateKey: duplicateKeys } }] } };
  return { bool: { filter: [{ terms: { status: CHECKED_STATUSES } }, { term: { problems: code } }] } };
}

/** Any problem at all. */
export function invalidClause(today: number, duplicateKeys: string[]): Query {
  return {
    bool: {
      should: [
        { bool: { filter: [{ terms: { status: CHECKED_STATUSES } }, { exists: { field: 'problems' } }] } },
        problemClause(DUPLICATE_PROBLEM, today, duplicateKeys),
        problemClause(PAST_PUBLISHED_PROBLEM, today, duplicateKeys),
      ],
      minimum_should_match: 1,
    },
  };
}

export function buildAdminQuery(q: NormalizedAdminQuery, duplicateKeys: string[]): Query {
  const base = buildFilterQuery(
    normalizeEventQuery({ text: q.text, statuses: q.statuses, categories: q.categories, regions: q.regions, featured: q.featured }),
  ).bool!;
  const list = (clauses: Query | Query[] | undefined): Query[] => (clauses === undefined ? [] : Array.isArray(clauses) ? [...clauses] : [clauses]);
  const bool: estypes.QueryDslBoolQuery & { filter: Query[]; must_not: Query[] } = { ...base, filter: list(base.filter), must_not: list(base.must_not) };
  if (q.problems?.length) {
    bool.filter.push({ bool: { should: q.problems.map((p) => problemClause(p, q.today, duplicateKeys)), minimum_should_match: 1 } });
  }
  if (q.quality === 'invalid') bool.filter.push(invalidClause(q.today, duplicateKeys));
  if (q.quality === 'valid') bool.must_not.push(invalidClause(q.today, duplicateKeys));
  if (bool.must_not.length === 0) return { bool: { ...bool, must_not: undefined } };
  return { bool };
}

/** Descending is exactly ascending reversed, tie-breaks included (as the embedded adapter pages it). */
export function buildAdminSort(q: NormalizedAdminQuery): Sort {
  const order = q.order;
  const id: estypes.SortCombinations = { id: { order } };
  switch (q.sort) {
    case 'title':
      return [{ 'title.sort': { order } }, { startDay: { order } }, id];
    case 'date':
      return [{ startDay: { order } }, { 'title.sort': { order } }, id];
    case 'relevance':
      return [{ _score: { order } }, { updatedAt: { order: 'desc' } }, { id: { order: 'desc' } }];
    default:
      return [{ updatedAt: { order } }, id];
  }
}

export function buildAdminSearchRequest(q: NormalizedAdminQuery, duplicateKeys: string[]): SearchBody {
  return {
    query: buildAdminQuery(q, duplicateKeys),
    sort: buildAdminSort(q),
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    _source: { excludes: DERIVED_FIELDS },
  };
}

/** One request for the dashboard: counts per status, checked, invalid and per problem. */
export function buildQualitySummaryRequest(today: number, duplicateKeys: string[]): SearchBody {
  return {
    size: 0,
    track_total_hits: false,
    query: { match_all: {} },
    aggs: {
      byStatus: { terms: { field: 'status', size: 10 } },
      invalid: { filter: invalidClause(today, duplicateKeys) },
      documentProblems: { filter: { terms: { status: CHECKED_STATUSES } }, aggs: { codes: { terms: { field: 'problems', size: 100 } } } },
      duplicate: { filter: problemClause(DUPLICATE_PROBLEM, today, duplicateKeys) },
      pastPublished: { filter: problemClause(PAST_PUBLISHED_PROBLEM, today, duplicateKeys) },
    },
  };
}
