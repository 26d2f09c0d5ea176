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
