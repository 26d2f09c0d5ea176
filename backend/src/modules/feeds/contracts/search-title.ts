import { REGIONS } from '../../events/contracts/regions';
import type { FollowedSearchParams } from './feed-links';

/**
 * A followed search in words. Plain TypeScript in contracts/: the feeds' titles and the search pages' link previews
 * (seo module) say the same thing.
 */
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
export function searchFeedTitle(p: FollowedSearchParams, categoryName: string | undefined): string {
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
