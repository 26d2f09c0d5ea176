/**
 * Where the feeds of a list or search live. Plain TypeScript: the frontend's Follow action builds its links here
 * (`@contracts/feeds/feed-links`), so page and server agree on every URL.
 */
export const FEED_FORMATS = ['ics', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The standard-search filters a feed follows (GET /api/feeds/search.*), as on the search page. */
export interface FollowedSearchParams {
  q?: string;
  category?: string;
  location?: string;
  region?: string;
  timeFilter?: string;
  year?: number;
  month?: string;
  priceRange?: string;
}

/** A category, region, year, time-filter or standard search; or a Smart Search query (re-run on every request). Alerts follow these too. */
export type FollowTarget = { kind: 'search'; params: FollowedSearchParams } | { kind: 'smart'; q: string };
/** What a feed can follow: any FollowTarget, or a venue's upcoming events (its page /venue/:slug). */
export type FeedTarget = FollowTarget | { kind: 'venue'; slug: string };

const SEARCH_KEYS: readonly (keyof FollowedSearchParams)[] = ['q', 'category', 'location', 'region', 'timeFilter', 'year', 'month', 'priceRange'];

/** Site-relative path of one feed, e.g. `/api/feeds/search.ics?category=folk`. */
export function feedPath(target: FeedTarget, format: FeedFormat): string {
  const query = new URLSearchParams();
  if (target.kind === 'smart') query.set('q', target.q.trim());
  else if (target.kind === 'venue') query.set('venue', target.slug);
  else {
    for (const key of SEARCH_KEYS) {
      const value = target.params[key];
      if (value !== undefined && value !== null && String(value).trim() !== '') query.set(key, String(value).trim());
    }
  }
  const qs = query.toString();
  const route = target.kind === 'smart' ? 'smart-search' : target.kind;
  return `/api/feeds/${route}.${format}${qs ? `?${qs}` : ''}`;
}

/** The same URL for calendar apps: `webcal:` asks the system to subscribe rather than download once. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/i, 'webcal:');
}
