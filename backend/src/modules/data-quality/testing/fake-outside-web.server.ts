/**
 * The outside world for data-quality tests and the link benchmark, on 127.0.0.1: an organiser site with
 * JSON-LD and one with microdata, a page that never names the event, a broken link, a parked domain, a
 * redirect loop, a slow page, a huge page, a server without HEAD, and a link a test can break and mend.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

export const ORGANISER_EVENT = { title: 'Riverside Lantern Folk Festival', startDate: '2027-06-12', endDate: '2027-06-14' };

const page = (title: string, body: string, head = '') => `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Lantern Arts' },
    { '@type': 'MusicEvent', name: ORGANISER_EVENT.title, startDate: `${ORGANISER_EVENT.startDate}T12:00:00+01:00`, endDate: ORGANISER_EVENT.endDate },
  ],
});

export class FakeOutsideWeb {
  /** `/flaky` answers 200 while true and 404 while false. */
  flakyAlive = true;
  slowMs = 10_000;
  readonly hits = new Map<string, number>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  origin = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0]!;
    this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    switch (true) {
      case path === '/robots.txt':
        return void res.writeHead(404).end();
      case path === '/lantern-folk':
        return html(
          200,
          page(
            `${ORGANISER_EVENT.title} 2027 | Lantern Arts`,
            `<h1>${ORGANISER_EVENT.title}</h1><p>Three days of folk by the river.</p><a href="https://www.skiddle.com/festivals/lantern-folk/">Buy tickets</a>`,
            `<script type="application/ld+json">${jsonLd}</script><script type="application/ld+json">{ not json</script>`,
          ),
        );
      case path === '/microdata-fair':
        return html(
          200,
          page(
            'Harbour Food Fair',
            `<div itemscope itemtype="https://schema.org/FoodEvent"><h1 itemprop="name">Harbour Food Fair</h1>
             <time itemprop="startDate" datetime="2027-08-01">1 August</time><a href="/tickets">Tickets</a></div>`,
          ),
        );
      case path === '/unrelated':
        return html(200, page('Welcome to our blog', '<h1>Gardening tips</h1><p>Nothing about any event here.</p>'));
      case path === '/broken':
        return html(404, page('Not found', '<h1>Page not found</h1>'));
      case path === '/flaky':
        return this.flakyAlive ? html(200, page('Flaky Jazz Night', '<h1>Flaky Jazz Night</h1>')) : html(404, page('Not found', 'gone'));
      case path === '/parked':
        return html(
          200,
          page(
            'lanternfolk.co.uk',
            '<h1>lanternfolk.co.uk</h1><p>This domain is for sale! Buy this domain today.</p><p>Related searches: festivals, tickets</p>',
          ),
        );
      case path === '/loop-a':
        return void res.writeHead(302, { location: '/loop-b' }).end();
      case path === '/loop-b':
        return void res.writeHead(302, { location: '/loop-a' }).end();
      case path === '/slow':
        return void setTimeout(() => html(200, page('Slow', 'finally')), this.slowMs).unref();
      case path === '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        if (req.method === 'HEAD') return void res.end();
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 20 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        return pump();
      }
      case path === '/no-head':
        if (req.method === 'HEAD') return void res.writeHead(405, { allow: 'GET' }).end();
        return html(200, page('No HEAD here', '<h1>Still alive</h1>'));
      case path.startsWith('/ok/'):
        return html(200, page('OK', `<h1>${path}</h1>`));
      default:
        return html(404, page('Not found', 'no such page'));
    }
  }
}
