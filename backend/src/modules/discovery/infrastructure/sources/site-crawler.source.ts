import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { DiscoveryKind } from '../../contracts/discovery.schemas';
import { DiscoveryRequest, DiscoverySource, SourceReport } from '../../application/ports/discovery-source.port';
import { DiscoverySiteRepository } from '../../application/ports/discovery-site.repository.port';
import { FoundEvent } from '../../domain/found-event';
import { fetchProblem, urlList } from '../../application/config-lists';
import { eventsInPage, sameSiteLinks } from './schema-org-events';

/**
 * Organiser and venue websites (DISCOVERY_SITES): reads schema.org Events (JSON-LD and microdata) from each start
 * page and the same-site pages it links to, breadth first, up to DISCOVERY_CRAWL_DEPTH links deep and
 * DISCOVERY_MAX_PAGES pages per site. Every request goes through the guarded fetcher (robots.txt, pace, caps).
 */
@Injectable()
export class SiteCrawlerSource extends DiscoverySource {
  readonly name = 'site' as const;
  private readonly sites: string[];

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly staffSites: DiscoverySiteRepository,
  ) {
    super();
    this.sites = urlList(config.values.DISCOVERY_SITES, 'DISCOVERY_SITES');
  }

  async enabled(): Promise<boolean> {
    return this.sites.length > 0 || (await this.staffSites.list()).length > 0;
  }

  serves(kind: DiscoveryKind): boolean {
    void kind;
    return true;
  }

  async discover(request: DiscoveryRequest): Promise<SourceReport> {
    void request;
    // Configured sites, then the ones staff added (their own trust); a site on both lists is crawled once.
    const all = new Map<string, boolean>(this.sites.map((url) => [url, false]));
    for (const site of await this.staffSites.list()) all.set(site.state.url, site.state.publish);
    const reports = await Promise.all([...all].map(([site, trusted]) => this.crawl(site, trusted)));
    return { found: reports.flatMap((r) => r.found), errors: reports.flatMap((r) => r.errors) };
  }

  private async crawl(start: string, trusted: boolean): Promise<SourceReport> {
    const { DISCOVERY_CRAWL_DEPTH: maxDepth, DISCOVERY_MAX_PAGES: maxPages } = this.config.values;
    const seen = new Set<string>([start]);
    const queue: Array<{ url: string; depth: number }> = [{ url: start, depth: 0 }];
    const found = new Map<string, FoundEvent>();
    const errors: string[] = [];
    let pages = 0;
    while (queue.length > 0 && pages < maxPages) {
      const { url, depth } = queue.shift()!;
      pages += 1;
      let html: string;
      let finalUrl: string;
      try {
        const res = await this.fetcher.fetch(url, { accept: 'text/html,application/xhtml+xml', maxBytes: 2_000_000 });
        if (res.status < 200 || res.status >= 300) {
          errors.push(`site ${url}: answered ${res.status}`);
          continue;
        }
        if (!/html|xml/i.test(res.headers['content-type'] ?? 'text/html')) continue;
        html = res.body.toString('utf8');
        finalUrl = res.url;
      } catch (error) {
        errors.push(`site ${url}: ${fetchProblem(error)}`);
        continue;
      }
      const fetchedAt = this.clock.now();
      for (const stated of eventsInPage(html, finalUrl)) {
        if (stated.cancelled) continue;
        const { cancelled, url: eventUrl, ...rest } = stated;
        void cancelled;
        const where = eventUrl ?? finalUrl;
        const sourceKey = `site:${where}#${stated.start.slice(0, 10)}#${stated.title.toLowerCase()}`;
        const event: FoundEvent = { ...rest, source: 'site', sourceKey, url: finalUrl, ticketUrl: rest.ticketUrl ?? eventUrl, fetchedAt, trusted };
        found.set(sourceKey, merged(found.get(sourceKey), event));
      }
      if (depth >= maxDepth) continue;
      for (const link of sameSiteLinks(html, finalUrl)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push({ url: link, depth: depth + 1 });
      }
    }
    return { found: [...found.values()], errors };
  }
}

/** One event listed on several pages: what the first page stated stays, the others fill its gaps. */
function merged(first: FoundEvent | undefined, next: FoundEvent): FoundEvent {
  if (!first) return next;
  const out: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(next)) {
    const have = out[key];
    if (have === null || have === undefined || have === '' || (Array.isArray(have) && have.length === 0)) out[key] = value;
  }
  return out as unknown as FoundEvent;
}
