/**
 * The outside world for discovery tests, on 127.0.0.1: organiser sites, iCalendar feeds, official pages and the
 * ticket APIs are routes on this server. A route is a fixed answer or a function of the request (for paging and
 * key checks); every request is recorded.
 */
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

export interface FakeAnswer {
  status?: number;
  type?: string;
  body: string;
  delayMs?: number;
}

export type FakeRoute = FakeAnswer | ((url: URL, req: IncomingMessage) => FakeAnswer);

export class FakeWeb {
  readonly routes = new Map<string, FakeRoute>();
  readonly requests: string[] = [];
  origin = '';
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.origin);
      this.requests.push(url.pathname + url.search);
      const route = this.routes.get(url.pathname);
      const answer: FakeAnswer = !route ? { status: 404, type: 'text/plain', body: 'not found' } : typeof route === 'function' ? route(url, req) : route;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8' });
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  page(path: string, html: string): this {
    this.routes.set(path, { body: html });
    return this;
  }

  json(path: string, route: (url: URL) => { status?: number; body: unknown }): this {
    this.routes.set(path, (url) => {
      const { status, body } = route(url);
      return { status, type: 'application/json', body: JSON.stringify(body) };
    });
    return this;
  }

  requested(pathname: string): number {
    return this.requests.filter((r) => r.split('?')[0] === pathname).length;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A page with JSON-LD blocks (each value is serialised as one ld+json script) and extra body HTML. */
export function jsonLdPage(title: string, blocks: unknown[], body = ''): string {
  const scripts = blocks.map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`).join('\n');
  return `<!doctype html><html><head><title>${title}</title>${scripts}</head><body><h1>${title}</h1>${body}</body></html>`;
}
