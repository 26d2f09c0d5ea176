import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ResponseCache } from './response-cache';

/** A tiny app behind the cache: counts how often it really runs. */
async function start(cache: ResponseCache, respond: (url: string) => { status: number; body: string; cookie?: boolean }) {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    calls++;
    const answer = respond(req.url ?? '');
    res.statusCode = answer.status;
    res.setHeader('content-type', 'application/json');
    res.setHeader('etag', `"${answer.body.length}-${calls}"`);
    res.setHeader('x-total-count', '7');
    if (answer.cookie) res.setHeader('set-cookie', 'a=b');
    res.end(answer.body);
  });
  cache.install(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls: () => calls, close: () => new Promise((r) => server.close(r)) };
}

describe('ResponseCache', () => {
  let stamp = 'a';
  const cache = new ResponseCache({ cacheable: (url) => url.startsWith('/api/'), stamp: () => stamp });
  let app: Awaited<ReturnType<typeof start>>;
  let body = '[1,2,3]';

  beforeAll(async () => {
    app = await start(cache, (url) =>
      url.includes('missing') ? { status: 404, body: '{}' } : url.includes('cookie') ? { status: 200, body, cookie: true } : { status: 200, body },
    );
  });
  afterAll(() => app.close());

  it('replays a cacheable answer with the same status, headers and bytes without running the app', async () => {
    const first = await fetch(`${app.base}/api/x?a=1`);
    const calls = app.calls();
    const second = await fetch(`${app.base}/api/x?a=1`);
    expect(app.calls()).toBe(calls);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-total-count')).toBe('7');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await fetch(`${app.base}/api/etag`);
    const res = await fetch(`${app.base}/api/etag`, { headers: { 'if-none-match': headers.get('etag')! } });
    expect(res.status).toBe(304);
  });

  it('recomputes once the stamp changes', async () => {
    await fetch(`${app.base}/api/y`);
    stamp = 'b';
    body = '[4]';
    const calls = app.calls();
    expect(await (await fetch(`${app.base}/api/y`)).text()).toBe('[4]');
    expect(app.calls()).toBe(calls + 1);
  });

  it('never stores errors, answers with cookies, other paths or requests that carry cookies', async () => {
    for (const [path, init] of [
      ['/api/missing', {}],
      ['/api/cookie', {}],
      ['/other', {}],
      ['/api/z', { headers: { cookie: 'session=1' } }],
    ] as const) {
      await fetch(app.base + path, init);
      const calls = app.calls();
      await fetch(app.base + path, init);
      expect({ path, calls: app.calls() }).toEqual({ path, calls: calls + 1 });
    }
  });

  it('never serves or stores /api/admin, even when `cacheable` would allow it, nor a request with the admin session cookie', async () => {
    for (const [path, init] of [
      ['/api/admin/status', {}],
      ['/API//admin/users?x=1', {}],
      ['/api/w', { headers: { cookie: 'ff_admin=s%3Aabc' } }],
    ] as const) {
      const calls = app.calls();
      await fetch(app.base + path, init);
      await fetch(app.base + path, init);
      expect({ path, calls: app.calls() }).toEqual({ path, calls: calls + 2 });
    }
    // A signed-in admin's read is not served from an entry an anonymous visitor stored either.
    await fetch(`${app.base}/api/v`);
    const calls = app.calls();
    await fetch(`${app.base}/api/v`, { headers: { cookie: '__Host-ff_admin=s%3Aabc' } });
    expect(app.calls()).toBe(calls + 1);
  });
});

describe('ResponseCache bounds', () => {
  let stamp = 's1';
  const cache = new ResponseCache({ cacheable: (url) => url.startsWith('/api/'), stamp: () => stamp, maxBytes: 1024 * 1024, maxEntries: 200 });
  let app: Awaited<ReturnType<typeof start>>;
  const padding = 'p'.repeat(15 * 1024);

  beforeAll(async () => {
    app = await start(cache, (url) => ({ status: 200, body: url.includes('small') ? '[]' : `["${padding}"]` }));
  });
  afterAll(() => app.close());

  it('stays within its byte bound with 3,000 distinct URLs (bodies, keys and headers counted)', async () => {
    for (let i = 0; i < 3000; i++) await fetch(`${app.base}/api/search?q=${i}&pad=${'x'.repeat(200)}`);
    expect(cache.totalBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.entryCount).toBeGreaterThan(0);
    expect(cache.entryCount).toBeLessThan(70); // ~15.7 KB each
  });

  it('counts long URLs too: tiny answers under 8 KB keys stay within the byte bound', async () => {
    for (let i = 0; i < 600; i++) await fetch(`${app.base}/api/small?q=${i}&pad=${'k'.repeat(8 * 1024)}`);
    expect(cache.totalBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.entryCount).toBeLessThan(130);
  });

  it('stays within its entry bound', async () => {
    for (let i = 0; i < 1000; i++) await fetch(`${app.base}/api/small?n=${i}`);
    expect(cache.entryCount).toBe(200);
  });

  it('evicts the least recently used entry first', async () => {
    for (let i = 0; i < 200; i++) await fetch(`${app.base}/api/small?lru=${i}`);
    await fetch(`${app.base}/api/small?lru=0`); // used again: now the most recent
    await fetch(`${app.base}/api/small?lru=new`); // pushes out the least recent, lru=1
    const calls = app.calls();
    await fetch(`${app.base}/api/small?lru=0`);
    expect(app.calls()).toBe(calls);
    await fetch(`${app.base}/api/small?lru=1`);
    expect(app.calls()).toBe(calls + 1);
  });

  it('drops every entry of an older read-model stamp as soon as the stamp changes', async () => {
    expect(cache.entryCount).toBeGreaterThan(0);
    stamp = 's2';
    await fetch(`${app.base}/api/small?after=1`);
    expect(cache.entryCount).toBe(1);
  });
});

describe('ResponseCache storing on the second ask (storeOnRepeat)', () => {
  const cache = new ResponseCache({ cacheable: (url) => url.startsWith('/api/'), stamp: () => 'a', maxEntries: 4, storeOnRepeat: true });
  let app: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    app = await start(cache, () => ({ status: 200, body: '[1]' }));
  });
  afterAll(() => app.close());

  it('computes a URL twice, stores it the second time and replays it from the third', async () => {
    const first = await (await fetch(`${app.base}/api/once?a=1`)).text();
    expect(cache.entryCount).toBe(0);
    await fetch(`${app.base}/api/once?a=1`);
    expect(cache.entryCount).toBe(1);
    const calls = app.calls();
    const third = await fetch(`${app.base}/api/once?a=1`);
    expect(app.calls()).toBe(calls);
    expect(await third.text()).toBe(first);
  });

  it('one-off URLs are never stored, and the memory of them stays bounded', async () => {
    for (let i = 0; i < 50; i++) await fetch(`${app.base}/api/distinct?n=${i}`);
    expect(cache.entryCount).toBe(1); // only the URL above
    await fetch(`${app.base}/api/distinct?n=49`); // asked before, and still remembered
    expect(cache.entryCount).toBe(2);
    await fetch(`${app.base}/api/distinct?n=0`); // forgotten: the memory of single asks was cleared when full
    expect(cache.entryCount).toBe(2);
  });
});
