/**
 * EventSearchQuery → Elasticsearch query DSL, the same semantics as the embedded adapter
 * (event-search.semantics.ts). Pure functions, so the mapping is unit-tested without a cluster.
 */
import { EventDocument } from '../../../application/ports/event-document';
import { NormalizedEventQuery, TEXT_BOOSTS, TEXT_FIELDS } from '../event-search.semantics';

type Json = Record<string, unknown>;

export const TEXT_QUERY_FIELDS = TEXT_FIELDS.map((f) => (TEXT_BOOSTS[f] === 1 ? f : `${f}^${TEXT_BOOSTS[f]}`));

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
  for (const tag of q.tags ?? []) filter.push({ term: { 'tags.keyword': tag } });
  if (q.near) {
    filter.push({
      geo_distance: { distance: `${q.near.radiusKm}km`, location: { lat: q.near.lat, lon: q.near.lon } },
    });
  }
  const bool: Json = { filter };
  if (q.text) {
    const fuzziness = fuzzinessFor(q.typoTolerance);
    bool.must = [
      {
        multi_match: {
          query: q.text,
          fields: TEXT_QUERY_FIELDS,
          // Sum over fields (as the embedded BM25 does); any word may match; stop-word-only text matches all.
          type: 'most_fields',
          operator: 'or',
          zero_terms_query: 'all',
          ...(fuzziness ? { fuzziness } : {}),
        },
      },
    ];
  }
  if (q.excludeIds?.length) bool.must_not = [{ ids: { values: q.excludeIds } }];
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
    _source: { excludes: ['years'] },
  };
}

export const FACET_AGGREGATIONS: Record<'category' | 'region' | 'year', Json> = {
  category: { terms: { field: 'category', size: 200 } },
  region: { terms: { field: 'region', size: 200 } },
  year: { terms: { field: 'years', size: 400 } },
};
