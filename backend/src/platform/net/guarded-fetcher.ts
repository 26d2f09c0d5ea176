import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppConfig } from '../config/app-config';
import { HostPacer } from './host-pacer';
import { ipLiteral, isPublicAddress } from './public-address';
import { RobotsRules } from './robots-rules';

/**
 * The one way the server reads an outside URL (discovery, link checks, images, official sites). Every hop, redirects
 * included, is resolved and refused unless all its addresses are public; the connection then goes to the address
 * that was checked (no second DNS answer can swap it). robots.txt, a per-host pace, and size and time caps apply.
 */
export type FetchRefusalCode =
  'FETCH.BAD_URL' | 'FETCH.PRIVATE_ADDRESS' | 'FETCH.ROBOTS_DISALLOWED' | 'FETCH.TOO_LARGE' | 'FETCH.TIMEOUT' | 'FETCH.TOO_MANY_REDIRECTS' | 'FETCH.NETWORK';

export class FetchRefusedError extends Error {
  constructor(
    readonly code: FetchRefusalCode,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

export interface FetchOptions {
  method?: 'GET' | 'HEAD';
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** Obey the site's robots.txt (default true). */
  robots?: boolean;
}

export interface FetchedResource {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  redirects: string[];
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface GuardedFetcherOptions {
  /** Origins (`http://127.0.0.1:4010`) exempt from the private-address rule: local test servers, an internal feed. */
  allowedOrigins?: string[];
  /** Least time between two requests to one host. */
  hostIntervalMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** DNS, injectable so tests can make a name resolve to a private address. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = 'FestivalFinderBot/1.0 (+https://festivalfinder.local/help)';

/**
 * DNS queries through c-ares, not dns.lookup: lookup runs getaddrinfo on libuv's four-thread pool, and a few names the
 * resolver is slow to give up on (5 s each) held every thread, so a dead-link run stalled itself and the app's file
 * reads for 20 s. Outside sites live in public DNS; /etc/hosts names would be private addresses, refused anyway.
 */
const resolver = new dns.Resolver({ timeout: 2_500, tries: 2 });
const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> => {
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
  ];
  if (addresses.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error(`${hostname} has no address`);
  return addresses;
};

export class GuardedFetcher {
  private readonly allowedOrigins: Set<string>;
  private readonly pacer: HostPacer;
  private readonly robots: RobotsRules;
  private readonly resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  readonly userAgent: string;

  constructor(private readonly options: GuardedFetcherOptions = {}) {
    this.allowedOrigins = new Set((options.allowedOrigins ?? []).map((o) => new URL(o).origin));
    this.pacer = new HostPacer(options.hostIntervalMs ?? 1000);
    this.resolve = options.resolve ?? systemResolve;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.robots = new RobotsRules((url) => this.fetch(url, { robots: false, maxBytes: 512 * 1024, maxRedirects: 3 }), this.userAgent);
  }

  /** `overrides` lets the test harness swap DNS so tests never reach the outside world. */
  static fromConfig(config: AppConfig, overrides: Pick<GuardedFetcherOptions, 'resolve'> = {}): GuardedFetcher {
    const v = config.values;
    return new GuardedFetcher({
      ...overrides,
      allowedOrigins: (v.FETCH_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      hostIntervalMs: v.FETCH_HOST_INTERVAL_MS,
      timeoutMs: v.FETCH_TIMEOUT_MS,
      maxBytes: v.FETCH_MAX_BYTES,
      userAgent: v.FETCH_USER_AGENT ?? `FestivalFinderBot/1.0 (+${v.PUBLIC_BASE_URL ?? `http://localhost:${v.PORT}`}/help)`,
    });
  }

  /**
   * The checks a fetch of `url` makes before it connects (an http(s) URL, no private or reserved address), without
   * fetching: for addresses people enter, so a bad one is refused when it is given rather than when it is first read.
   * A name that does not resolve right now passes: every fetch checks again.
   */
  async checkTarget(url: string): Promise<void> {
    try {
      await this.checkedAddress(parseHttpUrl(url), this.timeoutMs());
    } catch (error) {
      if (!(error instanceof FetchRefusedError && (error.code === 'FETCH.NETWORK' || error.code === 'FETCH.TIMEOUT'))) throw error;
    }
  }

  async fetch(url: string, options: FetchOptions = {}): Promise<FetchedResource> {
    const maxRedirects = options.maxRedirects ?? 5;
    const redirects: string[] = [];
    let current = parseHttpUrl(url);
    for (;;) {
      const pinned = await this.checkedAddress(current, this.timeoutMs(options));
      if (options.robots !== false && !(await this.robots.allows(current))) {
        throw new FetchRefusedError('FETCH.ROBOTS_DISALLOWED', `robots.txt of ${current.host} does not allow ${current.pathname}`, current.href);
      }
      const response = await this.request(current, pinned, options);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.status) || !location) return { ...response, url: current.href, redirects };
      if (redirects.length >= maxRedirects) {
        throw new FetchRefusedError('FETCH.TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects from ${url}`, current.href);
      }
      current = parseHttpUrl(new URL(location, current).href);
      redirects.push(current.href);
    }
  }

  private async request(url: URL, pinned: ResolvedAddress | undefined, options: FetchOptions): Promise<Omit<FetchedResource, 'url' | 'redirects'>> {
    await this.pacer.wait(url.host);
    const maxBytes = options.maxBytes ?? this.options.maxBytes ?? 5 * 1024 * 1024;
    const timeoutMs = this.timeoutMs(options);
    const lookup: LookupFunction | undefined = pinned
      ? (_host, lookupOptions, callback) => {
          if (lookupOptions.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        }
      : undefined;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const fail = (code: FetchRefusalCode, message: string) => {
        clearTimeout(timer);
        req.destroy();
        reject(new FetchRefusedError(code, message, url.href));
      };
      const timer = setTimeout(() => fail('FETCH.TIMEOUT', `no complete answer from ${url.host} within ${timeoutMs} ms`), timeoutMs);
      const req = client.request(
        url,
        {
          method: options.method ?? 'GET',
          lookup,
          agent: false,
          headers: { 'user-agent': this.userAgent, accept: options.accept ?? '*/*', 'accept-encoding': 'identity' },
        },
        (res) => {
          const declared = Number(res.headers['content-length']);
          if (declared > maxBytes) return fail('FETCH.TOO_LARGE', `${url.href} is ${declared} bytes; the limit is ${maxBytes}`);
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail('FETCH.TOO_LARGE', `${url.href} is larger than ${maxBytes} bytes`);
            else chunks.push(chunk);
          });
          res.on('error', (error) => fail('FETCH.NETWORK', `${url.host}: ${error.message}`));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof FetchRefusedError ? error : new FetchRefusedError('FETCH.NETWORK', `${url.host}: ${error.message}`, url.href));
      });
      req.end();
    });
  }

  private timeoutMs(options: FetchOptions = {}): number {
    return options.timeoutMs ?? this.options.timeoutMs ?? 10_000;
  }

  /**
   * The address to connect to, or undefined for an allowed origin (connected as usual). The time limit covers the name
   * lookup too: a resolver that never answers would otherwise hold a fetch for its own retries.
   */
  private async checkedAddress(url: URL, timeoutMs: number): Promise<ResolvedAddress | undefined> {
    if (this.allowedOrigins.has(url.origin)) return undefined;
    const literal = ipLiteral(url.hostname);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
    else {
      try {
        const late = () => new FetchRefusedError('FETCH.TIMEOUT', `${url.hostname} could not be resolved within ${timeoutMs} ms`, url.href);
        addresses = await withTimeout(this.resolve(url.hostname), timeoutMs, late);
      } catch (error) {
        if (error instanceof FetchRefusedError) throw error;
        throw new FetchRefusedError('FETCH.NETWORK', `${url.hostname} could not be resolved (${(error as Error).message})`, url.href);
      }
    }
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      throw new FetchRefusedError('FETCH.PRIVATE_ADDRESS', `${url.hostname} resolves to a private or reserved address; not fetched`, url.href);
    }
    return addresses[0];
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusedError('FETCH.BAD_URL', `"${raw}" is not a URL`, raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('FETCH.BAD_URL', `only http and https URLs are fetched, not ${url.protocol}`, raw);
  }
  if (url.username || url.password) throw new FetchRefusedError('FETCH.BAD_URL', 'URLs with credentials are not fetched', raw);
  return url;
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** `work`'s answer, or `timeoutError()` once `ms` have passed first. */
function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(timeoutError()), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
