import { FetchRefusedError, GuardedFetcher } from '../../../platform/net/guarded-fetcher';
import { AuthenticitySignals, scoreAuthenticity } from '../domain/authenticity';
import { hostMatches, platformOf, TICKETING_DOMAINS } from '../domain/outside-hosts';
import { CatalogueEvent } from './catalogue-links';
import { readPage } from './page-evidence';

export type Assessment =
  | { kind: 'scored'; confidence: number; missing: string[]; signals: AuthenticitySignals; platform: string; finalUrl: string | null }
  /** No evidence either way this run (no link, the network, robots.txt, a server error): never removed for it. */
  | { kind: 'unverified'; reason: string; platform: string };

const WELL_FORMED = /^https?:\/\/[^\s/$.?#]+\.[^\s/]+(\/\S*)?$/i;
/** Failures that are ours or the site's moment, not evidence about the event. */
const NO_EVIDENCE = new Set(['FETCH.NETWORK', 'FETCH.TIMEOUT', 'FETCH.ROBOTS_DISALLOWED', 'FETCH.TOO_LARGE']);

/** Gathers the signals for one event from its official or ticket page and scores them. */
export class AuthenticityAssessor {
  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly timeoutMs?: number,
  ) {}

  async assess(event: CatalogueEvent): Promise<Assessment> {
    const url = event.ticketUrl;
    const platform = platformOf(url);
    if (!url) return { kind: 'unverified', reason: 'no link to check', platform };
    if (!WELL_FORMED.test(url)) return { kind: 'unverified', reason: 'malformed link (the website clean-up removes it)', platform };
    const signals: AuthenticitySignals = {
      linkWellFormed: true,
      reachable: false,
      namesEvent: false,
      structuredData: false,
      datesMatch: false,
      ticketLink: hostMatches(new URL(url).hostname, TICKETING_DOMAINS) !== null,
      duplicate: event.problems.includes('duplicate'),
    };
    let finalUrl: string | null = null;
    try {
      const res = await this.fetcher.fetch(url, { method: 'GET', accept: 'text/html,application/xhtml+xml', maxBytes: 2_000_000, timeoutMs: this.timeoutMs });
      finalUrl = res.url;
      if (res.status >= 500 || res.status === 429 || res.status === 401 || res.status === 403) {
        return { kind: 'unverified', reason: `the site answered ${res.status}`, platform };
      }
      if (res.status >= 200 && res.status < 300) {
        const page = readPage(res.body.toString('utf8'), res.url, event);
        signals.reachable = !page.parked;
        if (!page.parked) {
          signals.namesEvent = page.namesEvent;
          signals.structuredData = page.structured.length > 0;
          signals.datesMatch = page.datesMatch;
          signals.ticketLink ||= page.ticketLink;
        }
      }
    } catch (error) {
      const code = error instanceof FetchRefusedError ? error.code : 'FETCH.NETWORK';
      if (NO_EVIDENCE.has(code)) return { kind: 'unverified', reason: `could not read the page (${code})`, platform };
      // A redirect loop or a link into a private network: the link is not a working public page.
    }
    const { confidence, missing } = scoreAuthenticity(signals);
    return { kind: 'scored', confidence, missing, signals, platform, finalUrl };
  }
}
