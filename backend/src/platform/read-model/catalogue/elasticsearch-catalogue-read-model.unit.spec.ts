/**
 * The Elasticsearch catalogue adapter against a local HTTP server speaking the Elasticsearch REST calls it uses
 * (the outside world replaced at its edge): the shared contract, then the exact requests it sends.
 */
import { Logger } from '@nestjs/common';
import { ElasticsearchCatalogueReadModel } from './elasticsearch-catalogue-read-model';
import { describeCatalogueReadModelContract } from './testing/catalogue-read-model.contract';
import { FakeElasticsearchServer } from './testing/fake-elasticsearch.server';

let es: FakeElasticsearchServer;
let n = 0;
beforeAll(async () => {
  Logger.overrideLogger(['error', 'warn']);
  es = await new FakeElasticsearchServer().start();
});
afterAll(() => es.stop());

describeCatalogueReadModelContract(
  'elasticsearch adapter over a local server speaking its REST API',
  async () => new ElasticsearchCatalogueReadModel(es.url, `ff-unit-${++n}`),
);

describe('ElasticsearchCatalogueReadModel requests', () => {
  let model: ElasticsearchCatalogueReadModel;
  const prefix = () => `ff-req-${n}`;
  const sent = (from: number) => es.requests.slice(from).map((r) => `${r.method} ${r.path}`);

  beforeEach(async () => {
    n++;
    model = new ElasticsearchCatalogueReadModel(es.url, prefix());
  });
  afterEach(() => model.close());

  it('creates a generation index with a strict mapping and points the alias at it', async () => {
    const from = es.requests.length;
    await model.init();
    const index = `${prefix()}-catalogue-${model.generation}`;
    expect(model.generation).toMatch(/^[a-z0-9]+-[0-9a-f]{6}$/);
    expect(sent(from)).toEqual([`GET /_alias/${prefix()}-catalogue`, `PUT /${index}`, 'POST /_aliases']);
    const [, create, aliases] = es.requests.slice(from);
    expect(create.body).toEqual({
      settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: {
        dynamic: 'strict',
        properties: {
          kind: { type: 'keyword' },
          id: { type: 'keyword' },
          version: { type: 'long' },
          body: { type: 'object', enabled: false },
        },
      },
    });
    expect(aliases.body).toEqual({ actions: [{ add: { index, alias: `${prefix()}-catalogue` } }] });
  });

  it('reuses the generation behind an existing alias after a restart', async () => {
    await model.init();
    await model.put('category', { id: 'music', version: 1 });
    const restarted = new ElasticsearchCatalogueReadModel(es.url, prefix());
    const from = es.requests.length;
    await restarted.init();
    expect(restarted.generation).toBe(model.generation);
    expect(sent(from)).toEqual([`GET /_alias/${prefix()}-catalogue`]);
    expect(await restarted.get('category', 'music')).toEqual({ id: 'music', version: 1 });
    await restarted.close();
  });

  it('writes {kind, id, version, body} with the stream version as external version, refreshed', async () => {
    await model.init();
    const from = es.requests.length;
    const doc = { id: 'news-1', version: 3, title: 'Glastonbury line-up' };
    await model.put('news', doc);
    const [write] = es.requests.slice(from);
    expect(`${write.method} ${write.path}`).toBe(`PUT /${prefix()}-catalogue/_doc/news:news-1`);
    expect(write.query).toEqual({ version: '3', version_type: 'external', refresh: 'true' });
    expect(write.body).toEqual({ kind: 'news', id: 'news-1', version: 3, body: doc });
  });

  it('swallows the 409 of a stale version and raises anything else', async () => {
    await model.init();
    await model.put('news', { id: 'n', version: 2 });
    const revision = model.revision;
    await expect(model.put('news', { id: 'n', version: 1 })).resolves.toBeUndefined();
    expect(model.revision).toBe(revision);
    await expect(model.put('news', { id: 'n', version: 3, surprise: 'x' } as never)).resolves.toBeUndefined();
    // An unknown top-level field would be a mapping error: the body is nested, so this never happens; force one.
    es.indices.get(`${prefix()}-catalogue-${model.generation}`)!.mappings.properties = {};
    await expect(model.put('news', { id: 'n', version: 4 })).rejects.toThrow(/strict_dynamic_mapping_exception/);
  });

  it('lists a kind with one term query of size 10000, sorted by id', async () => {
    await model.init();
    const from = es.requests.length;
    await model.list('category');
    const [search] = es.requests.slice(from);
    expect(`${search.method} ${search.path}`).toBe(`POST /${prefix()}-catalogue/_search`);
    expect(search.body).toEqual({ size: 10000, query: { term: { kind: 'category' } }, sort: [{ id: 'asc' }] });
  });

  it('rebuilds into a new index without per-write refresh, then refreshes, swaps the alias atomically and drops the old index', async () => {
    await model.init();
    const old = `${prefix()}-catalogue-${model.generation}`;
    const rebuild = await model.beginRebuild();
    const fresh = [...es.indices.keys()].find((i) => i.startsWith(`${prefix()}-catalogue-`) && i !== old)!;
    const from = es.requests.length;
    await rebuild.put('category', { id: 'folk', version: 1 });
    await rebuild.commit();
    expect(sent(from)).toEqual([
      `PUT /${fresh}/_doc/category:folk`,
      expect.stringMatching(new RegExp(`^(GET|POST) /${fresh}/_refresh$`)),
      `GET /_alias/${prefix()}-catalogue`,
      'POST /_aliases',
      `DELETE /${old}`,
    ]);
    expect(es.requests[from].query.refresh).toBe('false');
    expect(es.requests[from + 3].body).toEqual({
      actions: [{ remove: { index: old, alias: `${prefix()}-catalogue` } }, { add: { index: fresh, alias: `${prefix()}-catalogue` } }],
    });
    expect(model.generation).toBe(fresh.slice(`${prefix()}-catalogue-`.length));
    expect(es.indices.has(old)).toBe(false);
  });

  it('deletes the half-built index on abort', async () => {
    await model.init();
    const rebuild = await model.beginRebuild();
    const fresh = [...es.indices.keys()].find((i) => i.startsWith(`${prefix()}-catalogue-`) && !i.endsWith(model.generation))!;
    await rebuild.abort();
    expect(es.indices.has(fresh)).toBe(false);
  });

  it('refuses to guess when the alias points at several indices', async () => {
    await model.init();
    es.indices.set(`${prefix()}-catalogue-zzz`, { mappings: {}, docs: new Map(), searchable: new Map() });
    es.aliases.get(`${prefix()}-catalogue`)!.add(`${prefix()}-catalogue-zzz`);
    const other = new ElasticsearchCatalogueReadModel(es.url, prefix());
    await expect(other.init()).rejects.toThrow(/points at 2 indices/);
    await other.close();
  });
});
