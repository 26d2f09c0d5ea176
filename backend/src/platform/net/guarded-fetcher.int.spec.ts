import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRefusedError, GuardedFetcher } from './guarded-fetcher';
import { isPublicAddress } from './public-address';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function listen(handler: Handler): Promise<{ origin: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(() => resolve())),
  };
}

const code = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'fetched';
  } catch (error) {
    return error instanceof FetchRefusedError ? error.code : `other: ${String(error)}`;
  }
};

/** IPv6 forms that embed or reach a private IPv4 address, or are private themselves (issue 24, point 5). */
const EMBEDDED_PRIVATE_V6 = [
  '::7f00:1', // IPv4-compatible ::127.0.0.1
  '::127.0.0.1',
  '::a9fe:a9fe', // ::169.254.169.254, the metadata address
  '::a00:1', // ::10.0.0.1
  '::ffff:169.254.169.254', // IPv4-mapped
  '::ffff:0:a00:1', // SIIT-translated 10.0.0.1 (::ffff:0:0/96)
  '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
  '64:ff9b:1::a00:1', // local-use NAT64
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '2002:a9fe:a9fe::1', // 6to4 of the metadata address
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  'fec0::1', // site-local
  'fec0:0:0:ffff::1',
  '100::1', // discard-only
  '2001:db8::1', // documentation
];

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    ...EMBEDDED_PRIVATE_V6,
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(['93.184.216.34', '151.101.0.81', '2606:4700::6810:85e5', '::ffff:93.184.216.34', '2a00:1450:4009:81f::200e'])('accepts %s', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});

describe('GuardedFetcher', () => {
  let site: Awaited<ReturnType<typeof listen>>;
  let other: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    other = await listen((_req, res) => res.end('private service'));
    site = await listen((req, res) => {
      const routes: Record<string, () => void> = {
        '/robots.txt': () => res.end('User-agent: *\nDisallow: /private\n'),
        '/page': () => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Festival</h1>'),
        '/moved': () => res.writeHead(301, { location: '/page' }).end(),
        '/to-loopback': () => res.writeHead(302, { location: `${other.origin}/secret` }).end(),
        '/to-metadata': () => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
        '/loop': () => res.writeHead(302, { location: '/loop' }).end(),
        '/huge-declared': () => res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end(),
        '/huge-streamed': () => {
          res.writeHead(200);
          const chunk = Buffer.alloc(64 * 1024, 97);
          for (let i = 0; i < 40; i++) res.write(chunk);
          res.end();
        },
        '/slow': () => setTimeout(() => res.end('late'), 2_000).unref(),
        '/private/page': () => res.end('should not be read'),
      };
      // /to-v6/<address>: a redirect to that IPv6 literal.
      const v6 = /^\/to-v6\/(.+)$/.exec(req.url ?? '');
      if (v6) return void res.writeHead(302, { location: `http://[${decodeURIComponent(v6[1])}]/` }).end();
      (routes[req.url ?? ''] ?? (() => res.writeHead(404).end('not found')))();
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  const fetcher = (extra: ConstructorParameters<typeof GuardedFetcher>[0] = {}) =>
    new GuardedFetcher({ allowedOrigins: [site.origin], hostIntervalMs: 0, maxBytes: 1024 * 1024, timeoutMs: 500, ...extra });

  it('fetches an allowed origin, follows a same-site redirect and reports it', async () => {
    const res = await fetcher().fetch(`${site.origin}/moved`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<h1>Festival</h1>');
    expect(res.url).toBe(`${site.origin}/page`);
    expect(res.redirects).toEqual([`${site.origin}/page`]);
    expect(res.headers['content-type']).toBe('text/html');
  });

  it('returns non-2xx answers instead of throwing', async () => {
    expect((await fetcher().fetch(`${site.origin}/nowhere`)).status).toBe(404);
  });

  it('refuses loopback, private, link-local and metadata addresses by IP literal, without connecting', async () => {
    const f = fetcher();
    for (const url of [
      `${other.origin}/secret`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://0x7f.1/',
      'http://192.168.0.1:8080/',
    ]) {
      expect(await code(f.fetch(url))).toBe('FETCH.PRIVATE_ADDRESS');
    }
    expect(other.hits).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const f = fetcher({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await code(f.fetch('http://festival.example/'))).toBe('FETCH.PRIVATE_ADDRESS');
    const mixed = fetcher({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    });
    expect(await code(mixed.fetch('http://festival.example/'))).toBe('FETCH.PRIVATE_ADDRESS');
  });

  it('re-checks every redirect: to another loopback port or to the metadata address is refused', async () => {
    expect(await code(fetcher().fetch(`${site.origin}/to-loopback`))).toBe('FETCH.PRIVATE_ADDRESS');
    expect(await code(fetcher().fetch(`${site.origin}/to-metadata`))).toBe('FETCH.PRIVATE_ADDRESS');
    expect(other.hits).toEqual([]);
  });

  it.each(EMBEDDED_PRIVATE_V6)('refuses %s as a literal and as a redirect target', async (ip) => {
    expect(await code(fetcher().fetch(`http://[${ip}]/`))).toBe('FETCH.PRIVATE_ADDRESS');
    expect(await code(fetcher().fetch(`${site.origin}/to-v6/${encodeURIComponent(ip)}`))).toBe('FETCH.PRIVATE_ADDRESS');
    expect(await code(fetcher({ resolve: async () => [{ address: ip, family: 6 }] }).fetch('http://festival.example/'))).toBe('FETCH.PRIVATE_ADDRESS');
  });

  it('stops redirect loops', async () => {
    expect(await code(fetcher().fetch(`${site.origin}/loop`, { maxRedirects: 3 }))).toBe('FETCH.TOO_MANY_REDIRECTS');
  });

  it('caps the size, declared or streamed', async () => {
    expect(await code(fetcher().fetch(`${site.origin}/huge-declared`))).toBe('FETCH.TOO_LARGE');
    expect(await code(fetcher().fetch(`${site.origin}/huge-streamed`))).toBe('FETCH.TOO_LARGE');
  });

  it('times out a slow answer', async () => {
    expect(await code(fetcher().fetch(`${site.origin}/slow`, { timeoutMs: 200 }))).toBe('FETCH.TIMEOUT');
  });

  it('times out a name lookup the resolver does not answer (its own retries can take far longer than the limit)', async () => {
    const silent = fetcher({ resolve: () => new Promise(() => undefined) });
    const started = Date.now();
    expect(await code(silent.fetch('http://festival.example/', { timeoutMs: 200 }))).toBe('FETCH.TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(silent.checkTarget('http://festival.example/')).resolves.toBeUndefined(); // a name that does not resolve now passes
  });

  it('obeys robots.txt unless told the fetch is not crawling', async () => {
    expect(await code(fetcher().fetch(`${site.origin}/private/page`))).toBe('FETCH.ROBOTS_DISALLOWED');
    expect((await fetcher().fetch(`${site.origin}/private/page`, { robots: false })).status).toBe(200);
  });

  it('refuses URLs that are not http(s) or carry credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/', 'not a url', 'http://user:pw@example.org/']) {
      expect(await code(fetcher().fetch(url))).toBe('FETCH.BAD_URL');
    }
  });

  it('sends HEAD requests and its user agent', async () => {
    const seen: string[] = [];
    const probe = await listen((req, res) => {
      seen.push(`${req.method} ${req.headers['user-agent']}`);
      res.end('body');
    });
    try {
      const res = await new GuardedFetcher({ allowedOrigins: [probe.origin], hostIntervalMs: 0, userAgent: 'TestBot/1' }).fetch(`${probe.origin}/x`, {
        method: 'HEAD',
        robots: false,
      });
      expect(res.body.length).toBe(0);
      expect(seen).toEqual(['HEAD TestBot/1']);
    } finally {
      await probe.close();
    }
  });

  it('paces requests to one host', async () => {
    const f = fetcher({ hostIntervalMs: 150 });
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => f.fetch(`${site.origin}/page`, { robots: false })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
