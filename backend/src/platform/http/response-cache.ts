import { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { countReusedAnswer } from '../read-model/reused-answers';

interface Entry {
  stamp: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  /** What the entry costs: body, key, headers and a fixed overhead. */
  size: number;
}

/** Rough per-entry cost of the Map slot, the entry object and the headers object. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface ResponseCacheOptions {
  /** Which request URLs may be cached (public, anonymous reads). */
  cacheable: (url: string) => boolean;
  /** Current read-model stamp; an entry is served only while the stamp is unchanged. */
  stamp: () => string;
  /** Bound on the total size of entries: bodies, URLs and headers (default 64 MB). */
  maxBytes?: number;
  /** Bound on the number of entries (default 10,000). */
  maxEntries?: number;
  /**
   * Store an answer only the second time its URL is asked (default false: the first time). One-off URLs, the long
   * tail of distinct searches, are then sent without being copied, stored and soon evicted unused; that churn of
   * 10–17 KB bodies kept alive for seconds was the cache's main cost (and garbage) on computed answers.
   */
  storeOnRepeat?: boolean;
}

/**
 * An in-process micro-cache in front of the HTTP framework for the public read API. Every cached
 * answer is a pure function of its URL and the read-model stamp, so a hit replays the exact status,
 * headers and bytes the app produced, without running Express and Nest again (the framework costs
 * several times more CPU than the answer itself). Only 200 answers without cookies are stored.
 * Authenticated traffic never touches it: a request with any cookie (the admin session is one) or for
 * /api/admin is neither served from nor stored in the cache, whatever `cacheable` says.
 * Bounded by total bytes (keys and headers included) and by entry count, least recently used out first;
 * entries of an older read-model stamp can never be served again and are dropped as soon as it changes.
 */
const ADMIN_PATH = /^\/+api\/+admin(\/|\?|$)/i;

export class ResponseCache {
  private static readonly installed = new WeakMap<Server, ResponseCache>();
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private stampSeen: string | null = null;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  /** With `storeOnRepeat`: URLs asked once and not stored, bounded like the entries (cleared when full). */
  private askedOnce = new Set<string>();
  private askedOnceChars = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get entryCount(): number {
    return this.entries.size;
  }

  /** Accounted size of all entries (bodies, keys, headers, overhead). */
  get totalBytes(): number {
    return this.bytes;
  }

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
    this.dropIfStale(stamp);
    const hit = this.entries.get(url);
    if (hit && hit.stamp === stamp) {
      this.hits++;
      countReusedAnswer('response-cache');
      this.entries.delete(url);
      this.entries.set(url, hit);
      // Says the answer is a replay (benchmarks count them; a reader can tell a stored answer from a computed one).
      res.setHeader('X-Cache', 'hit');
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
    if (req.method === 'GET' && this.admit(url)) this.capture(url, stamp, res);
    next(req, res);
  }

  /** Whether a miss on `url` is stored: always, or with `storeOnRepeat` once the URL has been asked before. */
  private admit(url: string): boolean {
    if (!this.options.storeOnRepeat) return true;
    if (this.askedOnce.delete(url)) {
      this.askedOnceChars -= url.length;
      return true;
    }
    if (this.askedOnce.size >= this.maxEntries * 2 || this.askedOnceChars > this.maxBytes / 16) {
      this.askedOnce.clear();
      this.askedOnceChars = 0;
    }
    this.askedOnce.add(url);
    this.askedOnceChars += url.length;
    return false;
  }

  private capture(url: string, stamp: string, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    // Headers given to writeHead alone (the lean path's flat list) are not in res.getHeaders(): keep them too.
    let written: OutgoingHttpHeaders = {};
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const headers = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
      if (headers) written = headerObject(headers as OutgoingHttpHeaders | Array<string | string[]>);
      return writeHead(...args);
    }) as typeof res.writeHead;
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
      // one chunk (the usual res.end(body)) is kept as it is: nothing writes to a body once it is sent
      this.store(url, stamp, res, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), written);
      return result;
    }) as typeof res.end;
  }

  private store(url: string, stamp: string, res: ServerResponse, body: Buffer, written: OutgoingHttpHeaders): void {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') || written['set-cookie']) return;
    // The answer must still belong to the stamp it was computed under.
    if (this.options.stamp() !== stamp) return;
    const headers = { ...res.getHeaders(), ...written };
    delete headers.date;
    this.dropIfStale(stamp);
    const size = body.length + Buffer.byteLength(url) + headersSize(headers) + ENTRY_OVERHEAD_BYTES;
    this.remove(url);
    if (size > this.maxBytes / 4) return; // one answer must not push out most of the others
    while (this.entries.size > 0 && (this.bytes + size > this.maxBytes || this.entries.size >= this.maxEntries)) {
      this.remove(this.entries.keys().next().value as string);
    }
    this.entries.set(url, { stamp, status: 200, headers, body, etag: headers.etag as string | undefined, size });
    this.bytes += size;
  }

  private remove(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.size;
  }

  /** A new read-model stamp makes every stored answer unservable: free them at once. */
  private dropIfStale(stamp: string): void {
    if (stamp === this.stampSeen) return;
    this.stampSeen = stamp;
    this.entries.clear();
    this.bytes = 0;
  }
}

/** writeHead's headers (an object, or a flat [name, value, ...] list) as getHeaders() spells them: lower-case names. */
function headerObject(headers: OutgoingHttpHeaders | Array<string | string[]>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) out[String(headers[i]).toLowerCase()] = headers[i + 1];
  } else for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

function headersSize(headers: OutgoingHttpHeaders): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    bytes += name.length + (Array.isArray(value) ? value.reduce((n, v) => n + v.length, 0) : String(value ?? '').length);
  }
  return bytes;
}
