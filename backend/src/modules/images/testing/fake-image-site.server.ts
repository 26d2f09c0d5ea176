/**
 * A local web server standing in for image hosts and an organiser's official website: it serves pictures made
 * in the test, an event page declaring og:image / twitter:image / JSON-LD, a 404, a page that never finishes and
 * redirects to private addresses. Listens on every local address, so both 127.0.0.1 and localhost reach it
 * (two "sites" for the organiser-domain rule).
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

export class FakeImageSite {
  readonly images = new Map<string, { type: string; body: Buffer }>();
  readonly pages = new Map<string, string>();
  readonly redirects = new Map<string, string>();
  requests = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  /** `port` 0 picks a free one. */
  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** http://127.0.0.1:port — the image host. */
  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** http://localhost:port — the organiser's official website (another site by host name). */
  get officialBase(): string {
    return `http://localhost:${this.port}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.requests++;
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/slow.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(Buffer.alloc(10)); // starts, never finishes
      return;
    }
    const redirect = this.redirects.get(path);
    if (redirect) {
      res.writeHead(302, { location: redirect }).end();
      return;
    }
    const image = this.images.get(path);
    if (image) {
      res.writeHead(200, { 'content-type': image.type, 'content-length': image.body.length }).end(image.body);
      return;
    }
    const page = this.pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

/** An event page as organisers publish them. */
export function officialEventPage(images: { og?: string; twitter?: string; jsonLd?: string }): string {
  const ld = images.jsonLd
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'MusicEvent', name: 'Riverside', image: [images.jsonLd] })}</script>`
    : '';
  return `<!doctype html><html><head><title>Riverside Folk Weekend</title>
${images.og ? `<meta property="og:image" content="${images.og}">` : ''}
${images.twitter ? `<meta name="twitter:image" content="${images.twitter}">` : ''}${ld}</head><body><h1>Riverside Folk Weekend</h1></body></html>`;
}
