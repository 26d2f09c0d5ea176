import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { TrendingSearches } from './application/trending-searches';

/** Trending searches counted from real Smart Search requests: distinct visitors, a minimum, nothing personal kept. */
describe('trending searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRENDING_MIN_VISITORS: '3' } });
  });
  afterAll(() => t.close());

  const search = (q: string, browser: string) =>
    fetch(`${t.base}/api/events/search/smart?q=${encodeURIComponent(q)}`, { headers: { 'user-agent': browser } }).then((r) => r.status);

  it('shows a term once enough distinct visitors searched it, most visitors first, and keeps only counts', async () => {
    expect((await t.get('/api/search/trending')).body).toEqual({ searches: [] });
    for (const browser of ['a', 'b', 'c', 'd']) expect(await search('Folk festivals in Scotland', browser)).toBe(200);
    for (const browser of ['a', 'b', 'c']) expect(await search('  comedy  ', browser)).toBe(200);
    // One visitor asking again and again counts once; two visitors are under the minimum.
    for (let i = 0; i < 6; i++) await search('jazz', 'a');
    await search('beer', 'a');
    await search('beer', 'b');
    // Personal-looking searches are never counted.
    for (const browser of ['a', 'b', 'c', 'd']) await search('jo@example.com', browser);
    await t.app.get(TrendingSearches).flush();

    const answer = await t.get('/api/search/trending');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.body).toEqual({ searches: ['folk festivals in scotland', 'comedy'] });
    const rows = await t.db.query(`SELECT term, visitors FROM search_term_days ORDER BY term`);
    expect(rows).toEqual([
      { term: 'beer', visitors: 2 },
      { term: 'comedy', visitors: 3 },
      { term: 'folk festivals in scotland', visitors: 4 },
      { term: 'jazz', visitors: 1 },
    ]);
    const columns = await t.db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'search_term_days' ORDER BY column_name`);
    expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual(['day', 'term', 'visitors']);
  });
});
