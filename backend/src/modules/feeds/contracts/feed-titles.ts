/** Titles and site pages of followed searches: feeds and search alerts (their mails and manage page) name a search alike. */
import type { FollowedSearch } from '../../events/queries/followed-events/followed-events.query';
import { REGIONS } from '../../events/contracts/regions';

const TIME_FILTER_WORDS: Record<string, string> = {
  'this-week': 'this week',
  'this-month': 'this month',
  'next-month': 'next month',
  'this-year': 'this year',
  summer: 'this summer',
  autumn: 'this autumn',
};
const PRICE_WORDS: Record<string, string> = { free: 'free', 'under-25': 'under £25', 'under-50': 'under £50', 'under-100': 'under £100' };

const regionName = (value: string) => REGIONS.find((r) => r.value === value.toLowerCase() || r.label.toLowerCase() === value.toLowerCase())?.label;

/** "Folk events in Scotland this summer", "Events matching “jazz”", "Events in 2027". */
export function searchFeedTitle(p: FollowedSearch, categoryName: string | undefined): string {
  const words: string[] = [];
  if (p.priceRange === 'free') words.push('Free');
  words.push(categoryName ? `${categoryName} events` : words.length ? 'events' : 'Events');
  if (p.q) words.push(`matching “${p.q}”`);
  const place = p.region ? regionName(p.region) : p.location ? (regionName(p.location) ?? p.location) : undefined;
  if (place) words.push(`in ${place}`);
  if (p.timeFilter) words.push(TIME_FILTER_WORDS[p.timeFilter] ?? p.timeFilter);
  if (p.month) words.push(`in month ${p.month}`);
  if (p.year) words.push(`in ${p.year}`);
  if (p.priceRange && p.priceRange !== 'free') words.push(PRICE_WORDS[p.priceRange] ?? p.priceRange);
  return words.join(' ');
}

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
