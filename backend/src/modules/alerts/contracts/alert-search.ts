import { FollowedSearchParams, FollowTarget, feedPath } from '../../feeds/contracts/feed-links';

/**
 * What an alert follows: exactly what a feed follows (a category, region, year, time filter or standard search; or a
 * Smart Search query), so "what a feed shows" and "what an alert matches" are one definition. Plain TypeScript: the
 * frontend's Follow action sends it as it is.
 */
export type AlertSearch = FollowTarget;
export type { FollowedSearchParams };

export const ALERT_FREQUENCIES = ['instant', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The body of POST /api/alerts. */
export interface CreateAlertRequest {
  email: string;
  search: AlertSearch;
  frequency: AlertFrequency;
}

/** One search, one key: the path of its JSON feed (the same parameters in the same order, blank ones left out). */
export function alertSearchKey(search: AlertSearch): string {
  return feedPath(search, 'json');
}
