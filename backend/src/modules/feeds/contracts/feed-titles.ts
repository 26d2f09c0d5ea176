/** Titles and site pages of followed searches: feeds and search alerts (their mails and manage page) name a search alike. */
import type { FollowedSearch } from '../../events/queries/followed-events/followed-events.query';

export { searchFeedTitle } from './search-title';

/** The site page that lists the same events (the feed's alternate link), as the frontend's routes spell it. */
export function searchPagePath(p: FollowedSearch): string {
  const set = Object.entries(p).filter(([, v]) => v !== undefined && v !== '') as Array<[keyof FollowedSearch, string | number]>;
  const only = (key: keyof FollowedSearch) => set.length === 1 && set[0]![0] === key;
  if (only('category')) return `/category/${encodeURIComponent(String(p.category))}`;
  if (only('region')) return `/?region=${encodeURIComponent(String(p.region))}`;
  if (only('timeFilter')) return `/?timeFilter=${encodeURIComponent(String(p.timeFilter))}`;
  if (p.year) return `/${p.year}${query({ q: p.q, category: p.category })}`;
  return `/search${query({ mode: 'standard', q: p.q, location: p.location, category: p.category, region: p.region, timeFilter: p.timeFilter, priceRange: p.priceRange })}`;
}

function query(values: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}
