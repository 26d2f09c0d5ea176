/**
 * EventSearchQuery → Elasticsearch query DSL, the same semantics as the embedded adapter
 * (event-search.semantics.ts). Pure functions, so the mapping is unit-tested without a cluster.
 */
import { EventDocument } from '../../../application/ports/event-document';
import { CHECKED_STATUSES, DUPLICATE_PROBLEM, NormalizedAdminQuery, PAST_PUBLISHED_PROBLEM } from '../event-quality.semantics';
import { NormalizedEventQuery, TEXT_BOOSTS, TEXT_FIELDS, normalizeEventQuery } from '../event-search.semantics';

type Json = Record<string, unknown>;

/** The text fields with their boosts, plus the title's joined word pairs (the embedded index's joinedWordPairs). */
export const TEXT_QUERY_FIELDS = [...TEXT_FIELDS.map((f) => (TEXT_BOOSTS[f] === 1 ? f : `${f}^${TEXT_BOOSTS[f]}`)), `title.joined^${TEXT_BOOSTS.title}`];

/** Per-word edit limits as the embedded adapter applies them: none under 3 letters, 1 under 6, else the tolerance. */
export function fuzzinessFor(tolerance: number): string | undefined {
  if (tolerance <= 0) return undefined;
  return tolerance === 1 ? 'AUTO:3,1000' : 'AUTO:3,6';
}

export function buildFilterQuery(q: NormalizedEventQuery): Json {
  const filter: Json[] = [{ terms: { status: q.statuses } }];
  if (q.categories?.length) filter.push({ terms: { category: q.categories } });
  if (q.regions?.length) filter.push({ terms: { region: q.regions } });
  if (q.cities?.length) filter.push({ terms: { 'city.exact': q.cities.map((c) => c.toLowerCase()) } });
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
  for (const tag of q.tags ?? []) filter.push({ term: { 'tags.keyword': tag } });
  if (q.near) {
    filter.push({
      geo_distance: { distance: `${q.near.radiusKm}km`, location: { lat: q.near.lat, lon: q.near.lon } },
    });
  }
  const bool: Json = { filter };
  if (q.text) {
    const fuzziness = fuzzinessFor(q.typoTolerance);
    const words = {
      multi_match: {
        query: q.text,
        fields: TEXT_QUERY_FIELDS,
        // Sum over fields (as the embedded BM25 does); any word may match; stop-word-only text matches all.
        type: 'most_fields',
        operator: 'or',
        zero_terms_query: 'all',
        ...(fuzziness ? { fuzziness } : {}),
      },
    };
    // the query's joined word pairs against the title words: "boom town" finds "Boomtown" (as the embedded index does)
    const joinedPairs = { match: { title: { query: q.text, analyzer: 'ff_joined', boost: TEXT_BOOSTS.title, ...(fuzziness ? { fuzziness } : {}) } } };
    bool.must = [{ bool: { should: [words, joinedPairs] } }];
  }
  const mustNot: Json[] = [];
  if (q.excludeIds?.length) mustNot.push({ ids: { values: q.excludeIds } });
  if (q.excludeCategories?.length) mustNot.push({ terms: { category: q.excludeCategories } });
  if (q.excludeRegions?.length) mustNot.push({ terms: { region: q.excludeRegions } });
  if (mustNot.length) bool.must_not = mustNot;
  return { bool };
}

/** Wraps the filter query in the hybrid script when a vector is given (same blend as the embedded adapter). */
export function buildQuery(q: NormalizedEventQuery): Json {
  const base = buildFilterQuery(q);
  if (!q.vector?.length) return base;
  return {
    script_score: {
      query: base,
      script: {
        source: [
          "double sim = doc['embedding'].size() == 0 ? 0.5 : (cosineSimilarity(params.vector, 'embedding') + 1.0) / 2.0;",
          'if (params.hasText) { double t = _score; return 0.5 * (t / (t + 1.0)) + 0.5 * sim; }',
          'return sim;',
        ].join(' '),
        params: { vector: q.vector, hasText: !!q.text },
      },
    },
  };
}

export function buildSort(q: NormalizedEventQuery): Json[] {
  const date = { startDay: { order: 'asc' } };
  const title = { 'title.sort': { order: 'asc' } };
  const id = { id: { order: 'asc' } };
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

export function buildSearchRequest(q: NormalizedEventQuery): Json {
  return {
    query: buildQuery(q),
    sort: buildSort(q),
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    _source: { excludes: ['years', 'duplicateKey'] },
  };
}

export const FACET_AGGREGATIONS: Record<'category' | 'region' | 'year', Json> = {
  category: { terms: { field: 'category', size: 200 } },
  region: { terms: { field: 'region', size: 200 } },
  year: { terms: { field: 'years', size: 400 } },
};

// ---- The admin list and the data-quality figures -------------------------------------------------

/** Checked events whose duplicate key appears at least twice: the keys come from this aggregation. */
export const MAX_DUPLICATE_KEYS = 10_000;

export function duplicateKeysRequest(): Json {
  return {
    size: 0,
    track_total_hits: false,
    query: { terms: { status: CHECKED_STATUSES } },
    aggs: { keys: { terms: { field: 'duplicateKey', min_doc_count: 2, size: MAX_DUPLICATE_KEYS } } },
  };
}

/** The query matching events that have problem `code` (duplicate keys from `duplicateKeysRequest`). */
export function problemClause(code: string, today: number, duplicateKeys: string[]): Json {
  if (code === PAST_PUBLISHED_PROBLEM) return { bool: { filter: [{ term: { status: 'published' } }, { range: { endDay: { lt: today } } }] } };
  if (code === DUPLICATE_PROBLEM) return { bool: { filter: [{ terms: { status: CHECKED_STATUSES } }, { terms: { duplicateKey: duplicateKeys } }] } };
  return { bool: { filter: [{ terms: { status: CHECKED_STATUSES } }, { term: { problems: code } }] } };
}

/** Any problem at all. */
export function invalidClause(today: number, duplicateKeys: string[]): Json {
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

export function buildAdminQuery(q: NormalizedAdminQuery, duplicateKeys: string[]): Json {
  const base = buildFilterQuery(
    normalizeEventQuery({ text: q.text, statuses: q.statuses, categories: q.categories, regions: q.regions, featured: q.featured }),
  ) as { bool: Json & { filter: Json[]; must_not?: Json[] } };
  const bool = { ...base.bool, filter: [...base.bool.filter], must_not: [...(base.bool.must_not ?? [])] };
  if (q.problems?.length) {
    bool.filter.push({ bool: { should: q.problems.map((p) => problemClause(p, q.today, duplicateKeys)), minimum_should_match: 1 } });
  }
  if (q.quality === 'invalid') bool.filter.push(invalidClause(q.today, duplicateKeys));
  if (q.quality === 'valid') bool.must_not.push(invalidClause(q.today, duplicateKeys));
  if (bool.must_not.length === 0) delete (bool as Json).must_not;
  return { bool };
}

/** Descending is exactly ascending reversed, tie-breaks included (as the embedded adapter pages it). */
export function buildAdminSort(q: NormalizedAdminQuery): Json[] {
  const order = q.order;
  const id = { id: { order } };
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

export function buildAdminSearchRequest(q: NormalizedAdminQuery, duplicateKeys: string[]): Json {
  return {
    query: buildAdminQuery(q, duplicateKeys),
    sort: buildAdminSort(q),
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    _source: { excludes: ['years', 'duplicateKey'] },
  };
}

/** One request for the dashboard: counts per status, checked, invalid and per problem. */
export function buildQualitySummaryRequest(today: number, duplicateKeys: string[]): Json {
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
