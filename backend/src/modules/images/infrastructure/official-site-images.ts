import { Injectable } from '@nestjs/common';
import { cheerio } from '../../../platform/html/cheerio';
import { FetchRefusedError, GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { OfficialSiteImageFinder, OfficialSiteImages } from '../application/ports/official-site-images.port';
import { Candidate } from '../domain/image-enhancement';

const TRANSIENT_CODES = new Set(['FETCH.TIMEOUT', 'FETCH.NETWORK']);

/** Pictures an official website declares for itself: og:image, twitter:image and schema.org Event `image` (JSON-LD). */
@Injectable()
export class HttpOfficialSiteImageFinder extends OfficialSiteImageFinder {
  constructor(private readonly fetcher: GuardedFetcher) {
    super();
  }

  async find(officialUrl: string | null): Promise<OfficialSiteImages> {
    if (!officialUrl) return { candidates: [], problem: 'The event has no official website.', transient: false };
    let html: string;
    let pageUrl: string;
    try {
      const res = await this.fetcher.fetch(officialUrl, { accept: 'text/html,application/xhtml+xml', maxBytes: 2_000_000 });
      if (res.status < 200 || res.status >= 300) {
        return { candidates: [], problem: `The official website answered HTTP ${res.status}.`, transient: res.status >= 500 || res.status === 429 };
      }
      html = res.body.toString('utf8');
      pageUrl = res.url;
    } catch (error) {
      if (error instanceof FetchRefusedError) {
        return { candidates: [], problem: `The official website could not be read (${error.code}).`, transient: TRANSIENT_CODES.has(error.code) };
      }
      throw error;
    }
    const candidates = imagesDeclaredIn(html, pageUrl);
    return {
      candidates,
      problem: candidates.length ? null : 'The official website declares no image (no og:image, twitter:image or JSON-LD).',
      transient: false,
    };
  }
}

/** Exported for unit tests: parses the page, resolves relative URLs against it, keeps http(s) only, no duplicates. */
export function imagesDeclaredIn(html: string, pageUrl: string): Candidate[] {
  const $ = cheerio().load(html);
  const eventPage = new URL(pageUrl).pathname.replace(/\/+$/, '') !== '';
  const found: Candidate[] = [];
  const add = (raw: unknown, declaredBy: Candidate['declaredBy']) => {
    if (typeof raw !== 'string' || !raw.trim()) return;
    let url: URL;
    try {
      url = new URL(raw.trim(), pageUrl);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (!found.some((c) => c.url === url.href)) found.push({ url: url.href, declaredBy, eventPage });
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      for (const node of flattenJsonLd(JSON.parse($(el).text()))) {
        const type = ([] as unknown[]).concat(node['@type'] ?? []).map(String);
        if (!type.some((t) => /Event$/.test(t))) continue;
        for (const image of ([] as unknown[]).concat(node.image ?? [])) {
          add(typeof image === 'object' && image ? (image as { url?: unknown }).url : image, 'json-ld');
        }
      }
    } catch {
      /* a broken JSON-LD block says nothing */
    }
  });
  $('meta[property="og:image"], meta[property="og:image:secure_url"], meta[name="og:image"]').each((_, el) => add($(el).attr('content'), 'og:image'));
  $('meta[name="twitter:image"], meta[property="twitter:image"], meta[name="twitter:image:src"]').each((_, el) => add($(el).attr('content'), 'twitter:image'));
  return found.slice(0, 6);
}

function flattenJsonLd(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(flattenJsonLd);
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  return [node, ...flattenJsonLd(node['@graph'] ?? [])];
}
