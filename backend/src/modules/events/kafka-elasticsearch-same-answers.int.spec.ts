/**
 * The same public requests answer the same on embedded engines and on Kafka + Elasticsearch (docs/distributed.md),
 * on the same seeded catalogue seen from the same day. Allowed difference, and why: where text relevance orders the
 * answer, the two BM25 implementations score differently, so those answers are compared as sets (same events, same
 * total), not as sequences. Needs both engines; otherwise skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import { describeWithExternalService } from '../../platform/bus/testing/external-service.plan';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { bothEnginesPlan, distributedTestSettings } from '../../platform/testing/distributed-test-site';
import { FixedClock } from '../../platform/time/clock';
import { REGION_VALUES } from './contracts/regions';
import { TIME_FILTER_VALUES } from './domain/time-filters';

const plan = bothEnginesPlan();
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));

/** Ordered by date, title, price or a fixed rule: must match byte for byte (after JSON parsing). */
const EXACT = [
  '/api/events?limit=50',
  '/api/events?limit=24&page=3',
  '/api/events/featured',
  '/api/events/upcoming',
  '/api/events/regions',
  '/api/events/time-filters',
  '/api/events/years-summary',
  '/api/categories',
  ...REGION_VALUES.map((r) => `/api/events/filter/region/${r}`),
  ...TIME_FILTER_VALUES.map((f) => `/api/events/filter/time/${f}`),
  '/api/events/year/2027',
  '/api/events/search?category=music&sortBy=date',
  '/api/events/search?category=folk&region=yorkshire&sortBy=date',
  '/api/events/search?region=scotland&sortBy=title',
  '/api/events/search?priceRange=free&sortBy=date',
  '/api/events/search?sortBy=price&limit=40',
  '/api/events/search?timeFilter=summer&sortBy=date&limit=60',
  '/api/events/search?q=folk&sortBy=date',
  '/api/events/search?q=jazz&sortBy=title',
  '/api/events/search?q=edinburgh&sortBy=date',
  '/api/events/search?q=fete&sortBy=date',
  '/api/events/search?location=london&sortBy=date',
  '/api/events/search?month=2027-07&sortBy=date',
  '/api/events/year/2027/search?category=arts',
];
/**
 * Ordered by text relevance: compared as sets of events with their totals. A page of a longer answer may hold other
 * events (scores differ near its edge), so every page of those answers is read (`&page=`, 100 a page).
 */
const AS_SETS = [
  '/api/events/search?q=festival',
  '/api/events/search?q=music%20festival%20camping',
  '/api/events/search?q=glastonbury',
  '/api/events/search?q=food%20and%20drink',
  '/api/events/search?q=family',
  '/api/events/search/smart?q=folk%20festivals%20near%20york%20in%20summer',
  '/api/events/search/smart?q=free%20family%20events',
];

describeWithExternalService('the same public answers on embedded engines and on Kafka + Elasticsearch', plan, () => {
  let embedded: TestApp;
  let distributed: TestApp;
  let release = async () => undefined as void;
  const differences: string[] = [];

  beforeAll(async () => {
    const settings = await distributedTestSettings(`ff-same-${randomBytes(4).toString('hex')}`);
    release = settings.release;
    [embedded, distributed] = await Promise.all([startTestApp({ clock, seed: true }), startTestApp({ clock, seed: true, env: settings.env })]);
    // The distributed read model fills through Kafka: wait until its counts match.
    const summary = (await embedded.get('/api/events/years-summary')).body;
    await eventually(async () => expect((await distributed.get('/api/events/years-summary')).body).toEqual(summary), 120_000);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([embedded?.close(), distributed?.close()]);
    await release();
    if (differences.length > 0) process.stderr.write(`\n[same answers] differences:\n${differences.join('\n')}\n`);
  }, 60_000);

  // Each site seeded its own database, so event ids differ: answers name events by title and start date instead.
  const keys = new Map<TestApp, Map<string, string>>();
  const idsByKey = new Map<string, string>();
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  async function learnIds(site: TestApp) {
    const map = new Map<string, string>();
    for (let page = 1; ; page++) {
      const res = await site.get<{ id: string; title: string; startDate: string }[]>(`/api/events/search?sortBy=date&limit=100&page=${page}`);
      for (const e of res.body) map.set(e.id, `<${e.title}|${e.startDate}>`);
      if (res.body.length < 100) break;
    }
    keys.set(site, map);
    if (site === distributed) for (const [eventId, key] of map) idsByKey.set(key, eventId);
  }
  const answer = async (site: TestApp, url: string) => {
    const res = await site.get(url);
    const names = keys.get(site)!;
    const text = JSON.stringify({ status: res.status, total: res.headers.get('x-total-count'), body: res.body }).replace(
      UUID,
      (u) => names.get(u) ?? '<unknown id>',
    );
    return JSON.parse(text) as { status: number; total: string | null; body: unknown };
  };

  it(`answers ${EXACT.length} ordered requests and 12 event pages identically`, async () => {
    await Promise.all([learnIds(embedded), learnIds(distributed)]);
    expect([...keys.get(distributed)!.values()].sort()).toEqual([...keys.get(embedded)!.values()].sort());
    const firstEvents = ((await embedded.get<{ id: string }[]>('/api/events?limit=12')).body ?? []).map((e) => e.id);
    const pages = firstEvents.map((eventId) => [`/api/events/${eventId}`, `/api/events/${idsByKey.get(keys.get(embedded)!.get(eventId)!)}`]);
    for (const [url, distributedUrl] of [...EXACT.map((u) => [u, u]), ...pages]) {
      const [a, b] = await Promise.all([answer(embedded, url), answer(distributed, distributedUrl)]);
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`  ${url}`);
      expect({ url, ...b }).toEqual({ url, ...a });
    }
  });

  it(`answers ${AS_SETS.length} relevance-ordered requests with the same events`, async () => {
    if (keys.size < 2) await Promise.all([learnIds(embedded), learnIds(distributed)]);
    const idsOf = (body: unknown): string[] => {
      const list = Array.isArray(body) ? body : ((body as { events?: unknown[]; items?: unknown[] })?.events ?? (body as { items?: unknown[] })?.items ?? []);
      return (list as { id: string }[]).map((e) => e.id).sort();
    };
    const whole = async (site: TestApp, url: string) => {
      if (!url.startsWith('/api/events/search?')) {
        const one = await answer(site, url);
        return { status: one.status, total: one.total, ids: idsOf(one.body) };
      }
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const one = await answer(site, `${url}&limit=100&page=${page}`);
        ids.push(...idsOf(one.body));
        if (one.status !== 200 || idsOf(one.body).length < 100) return { status: one.status, total: one.total, ids: ids.sort() };
      }
    };
    for (const url of AS_SETS) {
      const [a, b] = await Promise.all([whole(embedded, url), whole(distributed, url)]);
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`  ${url} (as a set)`);
      expect({ url, ...b }).toEqual({ url, ...a });
    }
  });
});
