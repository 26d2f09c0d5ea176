import { hash } from 'node:crypto';
import { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { Injectable } from '@nestjs/common';
import { ZodTypeAny, z } from 'zod';
import { leanQueryParser, RawQuery } from './lean-query-parser';
import { urlHasNul } from './request-text';

/**
 * What a lean route answers: the JSON, as text or already as UTF-8 bytes, and any headers of its own. A route may
 * give its own media type and (strong) ETag, and, for a conditional request it takes, `notModified` (a 304 with its
 * headers and no body).
 */
export type LeanAnswer = ({ json: string; body?: undefined } | { body: Buffer; json?: undefined }) & {
  headers?: Record<string, string>;
  contentType?: string;
  etag?: string;
  notModified?: boolean;
};

/**
 * A public GET the framework would answer with a 200 JSON body computed from validated query
 * parameters. The lean path answers it straight from node:http with the same bytes and headers;
 * anything it does not handle exactly (invalid input, errors, conditional requests) goes to the framework.
 */
export interface LeanRoute<S extends ZodTypeAny = ZodTypeAny> {
  /** Exact path, e.g. /api/events/search (no trailing slash variants: those go to the framework). */
  path: string;
  /** The same schema the controller validates with; invalid input is left to the framework's 400. */
  schema: S;
  /** True: the route answers conditional requests itself (it reads If-None-Match / If-Modified-Since from `headers`). */
  conditional?: boolean;
  answer(params: z.infer<S>, headers: IncomingHttpHeaders): Promise<LeanAnswer>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
export type LeanObserver = (route: string, status: number, ms: number) => void;

/**
 * Computed answers started per event-loop turn. Answering every request read in one poll before polling again
 * lets a request that arrives just after the poll wait a whole extra round behind the next poll's requests (at
 * 10 busy connections, p95 ≈ 2 × p50). Two a turn keeps arrival order nearly exact for the cost of one more
 * poll per pair; one a turn cost measurably more CPU (docs/search-performance.md, part 7).
 */
const ANSWERS_PER_TURN = 2;

const ADMIN_OR_COOKIE = (req: IncomingMessage) => req.headers.cookie !== undefined || req.headers.authorization !== undefined;

/**
 * The lean HTTP path for computed public answers. Express plus Nest's router, guard, pipe and
 * interceptor chain cost more CPU than a search itself; for the few hot, anonymous, read-only routes
 * registered here the answer is validated with the controller's own schema and written directly,
 * with the security headers the app's middleware sets (recorded once at install) and Express's
 * Content-Type, Content-Length and weak ETag. `lean-routes.int.spec.ts` checks the bytes and headers
 * against the framework's answer.
 */
@Injectable()
export class LeanRoutes {
  private readonly routes = new Map<string, { route: LeanRoute; parse: (params: RawQuery) => unknown }>();
  private readonly observers: LeanObserver[] = [];
  private baseHeaders: Array<[string, string | string[]]> | null = null;
  private flatBase: { list: Array<string | string[]>; names: Set<string> } | null = null;
  private readonly waiting: Array<() => void> = [];
  served = 0;
  handedOn = 0;

  /** Modules register their routes when they start (platform knows none of them). */
  register<S extends ZodTypeAny>(route: LeanRoute<S>): void {
    this.routes.set(route.path, { route: route as LeanRoute, parse: leanQueryParser(route.schema) });
  }

  /** Request timing, as the framework's requests are timed (monitoring). */
  observe(observer: LeanObserver): void {
    this.observers.push(observer);
  }

  /**
   * Puts the lean path in front of the server's request listeners. `headerMiddleware` are the
   * app's header-only middlewares (helmet): their headers are recorded once from a probe response.
   */
  install(server: Server, headerMiddleware: Middleware[], enabled = true): void {
    if (!enabled) return;
    this.baseHeaders = recordHeaders(headerMiddleware);
    this.flatBase = null;
    const listeners = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    const next: Listener = (req, res) => listeners.forEach((l) => l.call(server, req, res));
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.handle(req, res, next));
  }

  handle(req: IncomingMessage, res: ServerResponse, next: Listener): void {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const entry = req.method === 'GET' && this.routes.get(q === -1 ? url : url.slice(0, q));
    if (!entry || ADMIN_OR_COOKIE(req) || urlHasNul(url) || req.headers['x-health-check']) return next(req, res);
    if (!entry.route.conditional && (req.headers['if-none-match'] || req.headers['if-modified-since'])) return next(req, res);
    const { route } = entry;
    // Express 5's "simple" query parser is node:querystring; the same object meets the same schema.
    const params = entry.parse(q === -1 ? {} : { ...parseQueryString(url.slice(q + 1)) });
    if (params === null) return next(req, res);
    const arrived = performance.now(); // the observed time includes the wait in the queue
    this.waiting.push(() => this.answer(route, params, arrived, req, res, next));
    if (this.waiting.length === 1) setImmediate(this.drain);
  }

  /** Answers in arrival order, ANSWERS_PER_TURN per event-loop turn (requests arriving meanwhile queue behind). */
  private readonly drain = (): void => {
    for (let n = 0; n < ANSWERS_PER_TURN && this.waiting.length > 0; n++) this.waiting.shift()!();
    if (this.waiting.length > 0) setImmediate(this.drain);
  };

  private answer(route: LeanRoute, params: unknown, arrived: number, req: IncomingMessage, res: ServerResponse, next: Listener): void {
    if (res.destroyed) return; // the client left while it waited
    route.answer(params, req.headers).then(
      (answer) => {
        this.send(res, answer);
        this.served++;
        const ms = performance.now() - arrived;
        for (const o of this.observers) o(route.path, 200, ms);
      },
      // The framework answers errors (its filter owns their shape); the work is simply done again there.
      () => {
        this.handedOn++;
        next(req, res);
      },
    );
  }

  private send(res: ServerResponse, answer: LeanAnswer): void {
    const own = answer.headers ? Object.entries(answer.headers) : [];
    if (answer.notModified) {
      if (answer.etag) own.push(['ETag', answer.etag]);
      res.writeHead(304, this.headerList(own));
      res.end();
      return;
    }
    const body = answer.body ?? Buffer.from(answer.json, 'utf8');
    // As Express's res.json/res.send set them, in this order.
    own.push(
      ['Content-Type', answer.contentType ?? 'application/json; charset=utf-8'],
      ['Content-Length', String(body.length)],
      ['ETag', answer.etag ?? weakEtag(body)],
    );
    // One flat list to writeHead: a setHeader per header validated and stored each (~15 an answer);
    // on the wire both give the same headers in the same order (Date and Connection follow either way).
    res.writeHead(200, this.headerList(own));
    res.end(body);
  }

  /** The base headers then `own`, as setHeader would leave them: a later header of the same name replaces an earlier one in place. */
  private headerList(own: Array<[string, string]>): Array<string | string[]> {
    const base = this.flatBase ?? (this.flatBase = flatHeaders(this.baseHeaders ?? []));
    const names = base.names;
    let clash = false;
    for (let i = 0; i < own.length && !clash; i++) clash = names.has(own[i][0].toLowerCase());
    for (let i = 0; i < own.length && !clash; i++)
      for (let j = i + 1; j < own.length && !clash; j++) clash = own[i][0].toLowerCase() === own[j][0].toLowerCase();
    if (clash) return flatHeaders([...(this.baseHeaders ?? []), ...own]).list;
    const list = base.list.slice();
    for (const [name, value] of own) list.push(name, value);
    return list;
  }
}

/** Express's default ETag ("etag" package, weak): length in hex and the SHA-1 prefix in base64. */
export function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  // One-shot hash: building a Hash object cost more than hashing a 15 KB body.
  const digest = hash('sha1', body, 'base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${digest}"`;
}

/** [name, value] pairs as one flat list, a repeated name (any case) replacing the earlier value in its place. */
function flatHeaders(pairs: Array<[string, string | string[]]>): { list: Array<string | string[]>; names: Set<string> } {
  const byName = new Map<string, [string, string | string[]]>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const earlier = byName.get(key);
    if (earlier) {
      earlier[0] = name;
      earlier[1] = value;
    } else byName.set(key, [name, value]);
  }
  return { list: [...byName.values()].flat(), names: new Set(byName.keys()) };
}

/** Runs header-only middleware on a probe response and keeps what it set, in order. */
function recordHeaders(middleware: Middleware[]): Array<[string, string | string[]]> {
  const headers = new Map<string, [string, string | string[]]>();
  const probe = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value : String(value)]);
      return probe;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  for (const m of middleware) {
    let called = false;
    m({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, probe as unknown as ServerResponse, (err?: unknown) => {
      if (err) throw err;
      called = true;
    });
    if (!called) throw new Error('a header middleware of the lean path did not finish synchronously');
  }
  return [...headers.values()];
}
