import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, TestApp } from '../../platform/testing/test-app';

/**
 * Embeds over real HTTP (issue 30 part 4): the iframe page may be framed by any site while the rest of the site keeps
 * its framing protection; CORS is open (any origin, GET/HEAD, no credentials) only on the reads the web component
 * makes and on its script; the script is served to other sites with a long, revalidated cache.
 */
describe('embeds', () => {
  let t: TestApp;
  let dist: string;
  const OTHER_SITE = 'https://organiser.example';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'ff-embed-dist-'));
    mkdirSync(path.join(dist, 'embed'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--seo--><!--/seo--></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'embed/events.js'), `/* component */${'customElements;'.repeat(200)}`);
    t = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('the iframe page', () => {
    it('renders the component with the asked options, escaped, and may be framed by any site', async () => {
      const res = await fetch(`${t.base}/embed/events?search=${encodeURIComponent('folk "festivals" <b>')}&limit=4&theme=dark&region=scotland`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<festival-finder-events search="folk &quot;festivals&quot; &lt;b&gt;" region="scotland" limit="4" theme="dark">');
      expect(html).toContain('<script src="/embed/events.js" defer></script>');
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(res.headers.get('x-frame-options')).toBeNull();
    });

    it('keeps framing protection on every other page', async () => {
      const res = await fetch(`${t.base}/privacy`);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    });

    it('answers bad options with a clear 400', async () => {
      for (const [query, message] of [
        ['limit=500', 'limit can be at most 20'],
        ['theme=neon', 'theme must be light or dark'],
        ['region=atlantis', 'region must be one of'],
        ['category=Folk%20Music', 'category must be a category slug'],
      ]) {
        const res = await fetch(`${t.base}/embed/events?${query}`);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(message);
      }
    });
  });

  describe('CORS', () => {
    const fromOtherSite = (p: string, init: RequestInit = {}) => fetch(t.base + p, { ...init, headers: { Origin: OTHER_SITE, ...(init.headers ?? {}) } });

    it('lets any site read the searches the component makes, without credentials', async () => {
      for (const p of ['/api/events/search?category=folk&limit=3', '/api/events/search/smart?q=folk%20in%20scotland&limit=3']) {
        // Twice: the second answer may come from the response cache and must carry the header too.
        for (let i = 0; i < 2; i++) {
          const res = await fromOtherSite(p);
          expect(res.status).toBe(200);
          expect(res.headers.get('access-control-allow-origin')).toBe('*');
          expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        }
      }
    });

    it('answers a preflight for GET only', async () => {
      const res = await fromOtherSite('/api/events/search', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET' } });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('is not open on the rest of the API or the site', async () => {
      for (const p of ['/api/events/featured', '/api/categories', '/api/admin/status', '/privacy', '/embed/events']) {
        const res = await fromOtherSite(p);
        expect([p, res.headers.get('access-control-allow-origin')]).toEqual([p, null]);
      }
      const write = await fromOtherSite('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(write.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fromOtherSite('/api/contact', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('the component script', () => {
    it('is served to other sites with a long, revalidated cache', async () => {
      for (const encoding of ['gzip', 'identity']) {
        const res = await fetch(`${t.base}/embed/events.js`, { headers: { Origin: OTHER_SITE, 'Accept-Encoding': encoding } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('javascript');
        expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(await res.text()).toContain('/* component */');
      }
    });
  });
});
