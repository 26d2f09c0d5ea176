/**
 * Request/response mapping of the Elasticsearch adapter against a local server speaking the ES REST
 * protocol (no cluster needed). The full behaviour runs in the .int spec against a real cluster.
 */
import { readFileSync } from 'node:fs';
import { dayNumber } from '../../../../../platform/time/uk-days';
import { eventDoc } from '../../../testing/event-read-model.contract';
import { ElasticsearchEventReadModel } from './elasticsearch-event-read-model';
import { findEventIndexTemplateFile } from './event-index-template';
import { FakeElasticsearchServer } from './testing/fake-elasticsearch.server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

describe('ElasticsearchEventReadModel over the ES REST protocol', () => {
  let server: FakeElasticsearchServer;
  let model: ElasticsearchEventReadModel;

  beforeEach(async () => {
    server = await new FakeElasticsearchServer().start();
    model = new ElasticsearchEventReadModel(server.url, 'ff');
    await model.init();
  });
  afterEach(async () => {
    await model.close();
    await server.stop();
  });

  it('puts the index template from infra/ and creates the first index behind the alias', async () => {
    const fromFile = JSON.parse(readFileSync(findEventIndexTemplateFile(), 'utf8'));
    const put = server.templates.get('ff-events') as typeof fromFile;
    expect(put.index_patterns).toEqual(['ff-events-*']);
    expect(put.template).toEqual(fromFile.template);
    expect(put.template.mappings.properties.years).toEqual({ type: 'integer' });
    expect(model.generation).toMatch(/^ff-events-[a-z0-9]+-[0-9a-f]{6}$/);
    expect(server.aliases.get('ff-events')).toEqual([model.generation]);
  });

  it('adopts the index already behind the alias as its generation', async () => {
    const again = new ElasticsearchEventReadModel(server.url, 'ff');
    await again.init();
    expect(again.generation).toBe(model.generation);
    expect(server.requestsTo('PUT', /^\/ff-events-/)).toHaveLength(1);
    await again.close();
  });

  it('translates a representative query into bool filters, fuzzy multi_match, sort and paging', async () => {
    await model.search({
      text: 'jazz by the sea',
      typoTolerance: 2,
      categories: ['music', 'folk'],
      regions: ['southwest'],
      cities: ['Bristol'],
      near: { lat: 51.45, lon: -2.59, radiusKm: 30 },
      fromDay: dayNumber('2027-06-01'),
      toDay: dayNumber('2027-06-30'),
      maxPricePence: 2500,
      familyFriendly: true,
      outdoor: false,
      tags: ['jazz', 'outdoor'],
      excludeIds: ['x1'],
      sort: 'price',
      offset: 48,
      limit: 24,
    });
    // First: which words the index holds as typed (the fake holds none, so every word may be corrected).
    const [probe, req] = server.requestsTo('POST', /^\/ff-events\/_search$/);
    expect(Object.keys((probe.body as { aggs: object }).aggs)).toEqual(['w0', 'w1', 'w2', 'w3']);
    expect(req.body).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { status: ['published'] } },
            { terms: { category: ['music', 'folk'] } },
            { terms: { region: ['southwest'] } },
            { terms: { city: ['bristol'] } },
            { range: { endDay: { gte: dayNumber('2027-06-01') } } },
            { range: { startDay: { lte: dayNumber('2027-06-30') } } },
            { range: { minPricePence: { lte: 2500 } } },
            { term: { familyFriendly: true } },
            { term: { outdoor: false } },
            { term: { tags: 'jazz' } },
            { term: { tags: 'outdoor' } },
            { geo_distance: { distance: '30km', location: { lat: 51.45, lon: -2.59 } } },
          ],
          must: [
            {
              bool: {
                should: [
                  {
                    multi_match: {
                      query: 'jazz by the sea',
                      fields: ['folded.title^3', 'folded.tags^2', 'folded.city', 'folded.venue', 'folded.description', 'folded.title.joined^3'],
                      type: 'most_fields',
                      operator: 'or',
                      zero_terms_query: 'all',
                      fuzziness: 'AUTO:3,6',
                    },
                  },
                  { match: { 'folded.title': { query: 'jazz by the sea', analyzer: 'ff_joined', boost: 3, fuzziness: 'AUTO:3,6' } } },
                ],
              },
            },
          ],
          must_not: [{ ids: { values: ['x1'] } }],
        },
      },
      sort: [
        { minPricePence: { order: 'asc', missing: '_last' } },
        { startDay: { order: 'asc' } },
        { 'title.sort': { order: 'asc' } },
        { id: { order: 'asc' } },
      ],
      from: 48,
      size: 24,
      track_total_hits: true,
      _source: { excludes: ['years', 'duplicateKey', 'folded'] },
    });
  });

  it('defaults to published, date order, 24 per page and caps the page at 500', async () => {
    await model.search({});
    await model.search({ text: 'folk', limit: 5000 });
    const [plain, text] = server.requestsTo('POST', /_search$/).map((r) => r.body as Json);
    expect(plain.query).toEqual({ bool: { filter: [{ terms: { status: ['published'] } }] } });
    expect(plain.sort[0]).toEqual({ startDay: { order: 'asc' } });
    expect(plain.size).toBe(24);
    expect(text.sort[0]).toEqual({ _score: { order: 'desc' } });
    expect(text.size).toBe(500);
    expect(text.query.bool.must[0].bool.should[0].multi_match.fuzziness).toBeUndefined();
  });

  it('leaves out excluded ids, categories and regions with must_not', async () => {
    await model.search({ categories: ['folk'], excludeRegions: ['scotland'], excludeCategories: ['comedy'], excludeIds: ['x'] });
    const [body] = server.requestsTo('POST', /_search$/).map((r) => r.body as Json);
    expect(body.query.bool.filter).toContainEqual({ terms: { category: ['folk'] } });
    expect(body.query.bool.must_not).toEqual([{ ids: { values: ['x'] } }, { terms: { category: ['comedy'] } }, { terms: { region: ['scotland'] } }]);
  });

  it('maps hits, scores and totals from the response', async () => {
    const doc = eventDoc('glasto', { title: 'Glastonbury Festival' });
    server.searchResponses.push({
      took: 2,
      timed_out: false,
      hits: { total: { value: 321, relation: 'eq' }, max_score: 7.5, hits: [{ _index: 'ff-events-x', _id: 'glasto', _score: 7.5, _source: doc }] },
    });
    const result = await model.search({ text: 'glastonbury' });
    expect(result).toEqual({ total: 321, hits: [{ doc, score: 7.5 }] });
  });

  it('asks for terms aggregations and returns facet counts, years in order', async () => {
    server.searchResponses.push({
      took: 1,
      timed_out: false,
      hits: { total: { value: 0, relation: 'eq' }, hits: [] },
      aggregations: {
        category: {
          buckets: [
            { key: 'music', doc_count: 4 },
            { key: 'folk', doc_count: 1 },
          ],
        },
        year: {
          buckets: [
            { key: 2027, doc_count: 5 },
            { key: 2026, doc_count: 2 },
          ],
        },
      },
    });
    const facets = await model.facets({ regions: ['wales'] }, ['category', 'year']);
    expect(facets).toEqual({ category: { music: 4, folk: 1 }, region: {}, year: { '2026': 2, '2027': 5 } });
    expect(Object.keys(facets.year)).toEqual(['2026', '2027']);
    const [req] = server.requestsTo('POST', /_search$/);
    expect(req.body).toMatchObject({
      size: 0,
      aggs: { category: { terms: { field: 'category', size: 200 } }, year: { terms: { field: 'years', size: 400 } } },
      query: { bool: { filter: [{ terms: { status: ['published'] } }, { terms: { region: ['wales'] } }] } },
    });
  });

  it('fuses the text ranking and the kNN ranking itself (no script): ids and scores of both lists, then the page by id', async () => {
    const near = eventDoc('near', { title: 'Folk near', embedding: [1, 0] });
    const far = eventDoc('far', { title: 'Folk far', embedding: [0, 1] });
    const low = eventDoc('low', { title: 'Folk low', embedding: [0.6, 0.8] });
    await model.upsert([near, far, low]);
    const hit = (doc: typeof near, score: number) => ({
      _index: 'ff-events-x',
      _id: doc.id,
      _score: score,
      _source: { id: doc.id, title: doc.title, startDay: doc.startDay },
    });
    const answer = (hits: unknown[]) => ({ took: 1, timed_out: false, hits: { total: { value: 3, relation: 'eq' }, hits } });
    // Text: far, near, low. Vectors (the engine's (1 + cosine) / 2): near, low, far.
    server.searchResponder = (body) => (body.knn ? answer([hit(near, 1), hit(low, 0.9), hit(far, 0.5)]) : answer([hit(far, 3), hit(near, 2), hit(low, 1)]));
    const result = await model.search({ vector: [1, 0], text: 'folk' });
    // Reciprocal rank fusion, K = 60: near (text 2nd, vector 1st), far (1st, 3rd), low (3rd, 2nd).
    expect(result.total).toBe(3);
    expect(result.hits.map((h) => [h.doc.id, h.score])).toEqual([
      ['near', 1 / 62 + 1 / 61],
      ['far', 1 / 61 + 1 / 63],
      ['low', 1 / 63 + 1 / 62],
    ]);
    const requests = server.requestsTo('POST', /_search$/).map((r) => r.body as { knn?: { filter: unknown } });
    const knn = requests.find((r) => r.knn);
    const text = requests.find((r) => !r.knn);
    expect(knn).toMatchObject({ knn: { field: 'embedding', query_vector: [1, 0], k: 500 }, _source: { includes: ['id', 'title', 'startDay'] } });
    // The kNN search is narrowed to the text matches and filters first.
    expect(JSON.stringify(knn?.knn?.filter)).toContain('multi_match');
    expect(text).toMatchObject({ track_scores: true, size: 500, _source: { includes: ['id', 'title', 'startDay'] } });
    expect(JSON.stringify(requests)).not.toContain('script_score');
    server.searchResponder = null;
  });

  it('writes with external versions and the years an event spans, dropping stale versions only', async () => {
    const hogmanay = eventDoc('hogmanay', { startDate: '2026-12-29', endDate: '2027-01-01', version: 4 });
    await model.upsert([hogmanay]);
    const [bulk] = server.requestsTo('POST', /_bulk$/);
    expect(bulk.query.get('refresh')).toBe('true');
    expect(bulk.lines).toEqual([
      { index: { _index: 'ff-events', _id: 'hogmanay', version: 4, version_type: 'external_gte' } },
      {
        ...hogmanay,
        years: [2026, 2027],
        duplicateKey: 'event hogmanay|2026-12-29',
        // Accent-folded copies for text search (the engine's own folding filter is in a module the distribution lacks).
        folded: { title: hogmanay.title, tags: '', city: 'Leeds', venue: 'Town Hall', description: 'A day out.' },
      },
    ]);
    // A stale version is a 409 for that item: ignored, not an error.
    await expect(model.upsert([{ ...hogmanay, title: 'Old', version: 3 }])).resolves.toBeUndefined();
    expect(server.indices.get(model.generation)!.get('hogmanay')!.source.title).toBe(hogmanay.title);
    // Any other item failure is.
    await expect(model.upsert([eventDoc('bad', { title: 'REJECT me' })])).rejects.toThrow(/bulk write failed for 1 document\(s\), first bad/);
    expect((await model.get('hogmanay'))?.id).toBe('hogmanay');
    expect(await model.get('nope')).toBeNull();
    expect((await model.getMany(['nope', 'hogmanay'])).map((d) => d.id)).toEqual(['hogmanay']);
    const [mget] = server.requestsTo('POST', /^\/ff-events\/_mget$/);
    expect(mget.query.get('_source_excludes')).toBe('years,duplicateKey,folded');
  });

  it('counts with the same query as search, without sorting or paging', async () => {
    await model.count({ text: 'folk', regions: ['wales'] });
    const [req] = server.requestsTo('POST', /^\/ff-events\/_count$/);
    expect(req.body).toEqual({
      query: {
        bool: {
          filter: [{ terms: { status: ['published'] } }, { terms: { region: ['wales'] } }],
          must: [
            {
              bool: {
                should: [
                  {
                    multi_match: {
                      query: 'folk',
                      fields: ['folded.title^3', 'folded.tags^2', 'folded.city', 'folded.venue', 'folded.description', 'folded.title.joined^3'],
                      type: 'most_fields',
                      operator: 'or',
                      zero_terms_query: 'all',
                    },
                  },
                  { match: { 'folded.title': { query: 'folk', analyzer: 'ff_joined', boost: 3 } } },
                ],
              },
            },
          ],
        },
      },
    });
  });

  it('rebuilds into a new index, swaps the alias atomically and deletes the old one', async () => {
    const old = model.generation;
    const revision = model.revision;
    const rebuild = await model.beginRebuild();
    await rebuild.upsert([eventDoc('a')]);
    const bulk = server.requestsTo('POST', /_bulk$/).pop()!;
    const target = (bulk.lines![0] as { index: { _index: string } }).index._index;
    expect(target).not.toBe(old);
    expect(target).toMatch(/^ff-events-/);
    // Nobody searches the new index before the swap: no refresh per write, one before the alias moves.
    expect(bulk.query.get('refresh')).toBe('false');
    expect((await rebuild.getMany(['a', 'nope'])).map((d) => d.id)).toEqual(['a']);
    expect(server.requestsTo('POST', /_mget$/).pop()!.path).toBe(`/${target}/_mget`);
    expect(model.generation).toBe(old);
    await rebuild.commit();
    const refreshAt = server.requests.findIndex((r) => r.path === `/${target}/_refresh`);
    const swapAt = server.requests.findIndex((r) => r.method === 'POST' && r.path === '/_aliases');
    expect(refreshAt).toBeGreaterThan(-1);
    expect(refreshAt).toBeLessThan(swapAt);
    const [swap] = server.requestsTo('POST', /^\/_aliases$/);
    expect(swap.body).toEqual({
      actions: [{ remove: { index: old, alias: 'ff-events' } }, { add: { index: target, alias: 'ff-events' } }],
    });
    expect(server.requestsTo('DELETE', new RegExp(`^/${old}$`))).toHaveLength(1);
    expect(model.generation).toBe(target);
    expect(model.revision).toBeGreaterThan(revision);
    await expect(rebuild.upsert([eventDoc('b')])).rejects.toThrow(/already committed/);
  });

  it('deletes the new index when a rebuild is aborted', async () => {
    const old = model.generation;
    const rebuild = await model.beginRebuild();
    await rebuild.abort();
    const deletes = server.requestsTo('DELETE', /^\/ff-events-/);
    expect(deletes).toHaveLength(1);
    expect(deletes[0].path).not.toBe(`/${old}`);
    expect(model.generation).toBe(old);
    expect(server.requestsTo('POST', /^\/_aliases$/)).toHaveLength(0);
  });
  it('lists for admins: duplicate keys first, then every status with the problem filter and admin sort', async () => {
    const today = dayNumber('2027-01-10');
    const dup = eventDoc('dup', { title: 'Same Fest', startDate: '2027-03-01', status: 'draft', problems: ['no-venue'] });
    const past = eventDoc('past', { startDate: '2027-01-01', status: 'published' });
    server.searchResponses.push({
      took: 1,
      timed_out: false,
      hits: { total: { value: 0, relation: 'eq' }, hits: [] },
      aggregations: { keys: { buckets: [{ key: 'same fest|2027-03-01', doc_count: 2 }] } },
    });
    server.searchResponses.push({
      took: 1,
      timed_out: false,
      hits: {
        total: { value: 2, relation: 'eq' },
        hits: [
          { _id: 'dup', _score: null, _source: dup },
          { _id: 'past', _score: null, _source: past },
        ],
      },
    });
    const page = await model.listForAdmin({ today, problems: ['duplicate', 'no-venue'], categories: ['music'], sort: 'title', limit: 10 });
    expect(page).toEqual({
      total: 2,
      hits: [
        { doc: dup, problems: ['no-venue', 'duplicate'] },
        { doc: past, problems: ['past-but-published'] },
      ],
    });
    const [keys, list] = server.requestsTo('POST', /_search$/).map((r) => r.body as Record<string, Json>);
    expect(keys.aggs.keys.terms).toMatchObject({ field: 'duplicateKey', min_doc_count: 2 });
    expect(list.query.bool.filter[0]).toEqual({ terms: { status: ['draft', 'published', 'expired', 'removed'] } });
    expect(list.query.bool.filter[1]).toEqual({ terms: { category: ['music'] } });
    expect(list.query.bool.filter[2].bool.should).toEqual([
      { bool: { filter: [{ terms: { status: ['draft', 'published'] } }, { terms: { duplicateKey: ['same fest|2027-03-01'] } }] } },
      { bool: { filter: [{ terms: { status: ['draft', 'published'] } }, { term: { problems: 'no-venue' } }] } },
    ]);
    expect(list.sort).toEqual([{ 'title.sort': { order: 'asc' } }, { startDay: { order: 'asc' } }, { id: { order: 'asc' } }]);
    expect(list.size).toBe(10);
  });

  it('sums the dashboard figures from one aggregation request', async () => {
    server.searchResponses.push({ took: 1, timed_out: false, hits: { hits: [] }, aggregations: { keys: { buckets: [] } } });
    server.searchResponses.push({
      took: 1,
      timed_out: false,
      hits: { hits: [] },
      aggregations: {
        byStatus: {
          buckets: [
            { key: 'published', doc_count: 7 },
            { key: 'draft', doc_count: 2 },
            { key: 'removed', doc_count: 1 },
          ],
        },
        invalid: { doc_count: 4 },
        documentProblems: { doc_count: 9, codes: { buckets: [{ key: 'no-venue', doc_count: 3 }] } },
        duplicate: { doc_count: 0 },
        pastPublished: { doc_count: 1 },
      },
    });
    expect(await model.qualitySummary(dayNumber('2027-01-10'))).toEqual({
      checked: 9,
      invalid: 4,
      byProblem: { 'no-venue': 3, 'past-but-published': 1 },
      byStatus: { draft: 2, published: 7, expired: 0, removed: 1 },
    });
  });
});
