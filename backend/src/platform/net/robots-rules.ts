import robotsParser from 'robots-parser';
import type { FetchedResource } from './guarded-fetcher';

const TTL_MS = 60 * 60 * 1000;

/**
 * robots.txt per origin, cached for an hour (RFC 9309): a missing file (4xx) allows everything; a server error or
 * an unreachable file disallows everything until the next try.
 */
export class RobotsRules {
  private readonly cache = new Map<string, { expires: number; rules: ReturnType<typeof robotsParser> | 'allow-all' | 'deny-all' }>();

  constructor(
    private readonly fetchRobots: (url: string) => Promise<FetchedResource>,
    private readonly userAgent: string,
  ) {}

  async allows(url: URL): Promise<boolean> {
    const entry = await this.rulesFor(url.origin);
    if (entry === 'allow-all') return true;
    if (entry === 'deny-all') return false;
    return entry.isAllowed(url.href, this.userAgent) !== false;
  }

  private async rulesFor(origin: string) {
    const cached = this.cache.get(origin);
    if (cached && cached.expires > Date.now()) return cached.rules;
    const robotsUrl = `${origin}/robots.txt`;
    let rules: ReturnType<typeof robotsParser> | 'allow-all' | 'deny-all';
    try {
      const res = await this.fetchRobots(robotsUrl);
      if (res.status >= 200 && res.status < 300) rules = robotsParser(robotsUrl, res.body.toString('utf8'));
      else rules = res.status >= 400 && res.status < 500 ? 'allow-all' : 'deny-all';
    } catch {
      rules = 'deny-all';
    }
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(origin, { expires: Date.now() + TTL_MS, rules });
    return rules;
  }
}
