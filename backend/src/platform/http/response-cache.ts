import { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

interface Entry {
  stamp: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
}

export interface ResponseCacheOptions {
  /** Which request URLs may be cached (public, anonymous reads). */
  cacheable: (url: string) => boolean;
  /** Current read-model stamp; an entry is served only while the stamp is unchanged. */
  stamp: () => string;
  maxBytes?: number;
}

/**
 * An in-process micro-cache in front of the HTTP framework for the public read API. Every cached
 * answer is a pure function of its URL and the read-model stamp, so a hit replays the exact status,
 * headers and bytes the app produced, without running Express and Nest again (the framework costs
 * several times more CPU than the answer itself). Only 200 answers without cookies are stored.
 * Authenticated traffic never touches it: a request with any cookie (the admin session is one) or for
 * /api/admin is neither served from nor stored in the cache, whatever `cacheable` says.
 */
const ADMIN_PATH = /^\/+api\/+admin(\/|\?|$)/i;

export class ResponseCache {
  private static readonly installed = new WeakMap<Server, ResponseCache>();
  private entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  /** Puts the cache in front of every 'request' listener of the server (the framework's handler). */
  install(server: Server): void {
    const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    server.removeAllListeners('request');
    const next = (req: IncomingMessage, res: ServerResponse) => listeners.forEach((l) => l.call(server, req, res));
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.handle(req, res, next));
    ResponseCache.installed.set(server, this);
  }

  /** The cache in front of `server`, if any (tests read its hit counters). */
  static installedOn(server: Server): ResponseCache | undefined {
    return ResponseCache.installed.get(server);
  }

  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie || req.headers.authorization || ADMIN_PATH.test(url)) return next(req, res);
    if (!this.options.cacheable(url)) return next(req, res);
    const stamp = this.options.stamp();
    const hit = this.entries.get(url);
    if (hit && hit.stamp === stamp) {
      this.hits++;
      if (hit.etag && req.headers['if-none-match'] === hit.etag) {
        res.writeHead(304, { etag: hit.etag });
        res.end();
        return;
      }
      res.writeHead(hit.status, hit.headers);
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    this.misses++;
    if (req.method === 'GET') this.capture(url, stamp, res);
    next(req, res);
  }

  private capture(url: string, stamp: string, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      this.store(url, stamp, res, Buffer.concat(chunks));
      return result;
    }) as typeof res.end;
  }

  private store(url: string, stamp: string, res: ServerResponse, body: Buffer): void {
    if (res.statusCode !== 200 || res.getHeader('set-cookie')) return;
    // The answer must still belong to the stamp it was computed under.
    if (this.options.stamp() !== stamp) return;
    const headers = { ...res.getHeaders() };
    delete headers.date;
    const previous = this.entries.get(url);
    if (previous) this.bytes -= previous.body.length;
    if (this.bytes + body.length > (this.options.maxBytes ?? 64 * 1024 * 1024)) {
      this.entries.clear();
      this.bytes = 0;
    }
    this.entries.set(url, { stamp, status: 200, headers, body, etag: headers.etag as string | undefined });
    this.bytes += body.length;
  }
}
