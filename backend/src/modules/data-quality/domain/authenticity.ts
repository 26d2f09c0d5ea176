/** The evidence gathered for one event (docs/data-quality.md "Authenticity"). */
export interface AuthenticitySignals {
  /** The event's link is a well-formed http(s) address. */
  linkWellFormed: boolean;
  /** The link answered 2xx (after redirects) with a page that is not a parked domain. */
  reachable: boolean;
  /** The page's title, headings, og:title or text name the event. */
  namesEvent: boolean;
  /** schema.org Event structured data (JSON-LD or microdata) on the page. */
  structuredData: boolean;
  /** Its start date is the event's start date (one day either side for time zones). */
  datesMatch: boolean;
  /** The link is a known ticket seller's, or the official page links to one or to tickets on its own domain. */
  ticketLink: boolean;
  /** Another draft or published event has the same title and start date. */
  duplicate: boolean;
}

export const WEIGHTS = { linkWellFormed: 10, reachable: 20, namesEvent: 25, structuredData: 15, datesMatch: 15, ticketLink: 15, duplicate: -15 } as const;

/** Events under this confidence are removed (spec: "below 50% are removed automatically"). */
export const REMOVAL_THRESHOLD = 50;

const REASONS: Record<keyof AuthenticitySignals, string> = {
  linkWellFormed: 'no well-formed link',
  reachable: 'the link does not answer with a live page',
  namesEvent: 'the page does not name the event',
  structuredData: 'no schema.org Event data',
  datesMatch: 'no matching dates in structured data',
  ticketLink: 'no ticket link on the official or a ticketing domain',
  duplicate: 'a possible duplicate',
};

export function scoreAuthenticity(s: AuthenticitySignals): { confidence: number; missing: string[] } {
  let score = 0;
  const missing: string[] = [];
  for (const key of Object.keys(WEIGHTS) as (keyof AuthenticitySignals)[]) {
    const weight = WEIGHTS[key];
    if (weight > 0) {
      if (s[key]) score += weight;
      else missing.push(REASONS[key]);
    } else if (s[key]) {
      score += weight;
      missing.push(REASONS[key]);
    }
  }
  return { confidence: Math.max(0, Math.min(100, score)), missing };
}
