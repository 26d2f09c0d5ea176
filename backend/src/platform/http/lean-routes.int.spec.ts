/**
 * The lean path for computed public searches answers exactly as the framework does: same status,
 * body bytes and headers (names, values and order; only Date differs). A harmless cookie sends the
 * same request through Express and Nest (neither the lean path nor the response cache serve cookies).
 */
import { request } from 'node:http';
import { startTestApp, TestApp } from '../testing/test-app';
import { LeanRoutes } from './lean-routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 60_000);
afterAll(() => t?.close());

interface Raw {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode!, headers: pairs.filter(([n]) => n.toLowerCase() !== 'date'), body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const viaFramework = (path: string) => get(path, { cookie: 'probe=1' });

describe('lean path for GET /api/events/search', () => {
  const paths = [
    '/api/events/search',
    '/api/events/search?q=jazz',
    '/api/events/search?q=festival&page=2&limit=5',
    '/api/events/search?category=music&region=london',
    '/api/events/search?q=food&priceRange=free&sortBy=date',
    '/api/events/search?location=Bristol&month=8',
    '/api/events/search?q=%20&timeFilter=this-year',
    '/api/events/search?q=zzqxwibble',
  ];

  it.each(paths)('%s: same status, bytes and headers as Express and Nest', async (path) => {
    const lean = t.app.get(LeanRoutes);
    const before = lean.served;
    const a = await get(path);
    expect(lean.served).toBe(before + 1);
    const b = await viaFramework(path);
    expect(lean.served).toBe(before + 1);
    expect(a.status).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.headers).toEqual(b.headers);
    expect(a.headers.map(([n]) => n)).toEqual(expect.arrayContaining(['X-Total-Count', 'Content-Security-Policy', 'ETag']));
  });

  it('leaves invalid input to the framework: the same 400 and message', async () => {
    const lean = t.app.get(LeanRoutes);
    const before = lean.served;
    const a = await get('/api/events/search?priceRange=cheap');
    const b = await viaFramework('/api/events/search?priceRange=cheap');
    expect(lean.served).toBe(before);
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).message).toMatch(/priceRange must be one of/);
    expect(a.body).toBe(b.body);
  });

  it('leaves conditional requests to the framework: If-None-Match with the ETag gets 304', async () => {
    const first = await get('/api/events/search?q=comedy&limit=3');
    const etag = first.headers.find(([n]) => n === 'ETag')![1];
    const again = await get('/api/events/search?q=comedy&limit=3', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('lean path for GET /api/events/search/smart', () => {
  it('same JSON (but the timing) and the same headers as the framework', async () => {
    const lean = t.app.get(LeanRoutes);
    const before = lean.served;
    const path = `/api/events/search/smart?q=${encodeURIComponent('music festivals in london not jazz')}&limit=5`;
    const a = await get(path);
    const b = await viaFramework(path);
    expect(lean.served).toBe(before + 1);
    expect(a.status).toBe(200);
    const strip = (body: string) => ({ ...JSON.parse(body), searchTime: 0 });
    expect(strip(a.body)).toEqual(strip(b.body));
    expect(Object.keys(JSON.parse(a.body))).toEqual(Object.keys(JSON.parse(b.body)));
    const variable = new Set(['content-length', 'etag']);
    const fixed = (r: Raw) => r.headers.filter(([n]) => !variable.has(n.toLowerCase()));
    expect(fixed(a)).toEqual(fixed(b));
    expect(a.headers.map(([n]) => n)).toEqual(b.headers.map(([n]) => n));
  });

  it("serves the spec's address (/api/events/search/semantic) on the lean path too", async () => {
    const lean = t.app.get(LeanRoutes);
    const before = lean.served;
    const q = `q=${encodeURIComponent('folk festivals in scotland')}&limit=5`;
    const spec = await get(`/api/events/search/semantic?${q}`);
    expect(lean.served).toBe(before + 1);
    const strip = (body: string) => ({ ...JSON.parse(body), searchTime: 0 });
    expect(strip(spec.body)).toEqual(strip((await get(`/api/events/search/smart?${q}`)).body));
  });

  it('an empty query is the framework’s 400', async () => {
    const a = await get('/api/events/search/smart?q=');
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).message).toMatch(/q must not be empty/);
  });
});
