import { CatalogueFigures } from '../catalogue-figures';

export const AUDIENCE_LABELS: Record<string, string> = {
  'event-organizers': 'event organisers',
  'festival-promoters': 'festival promoters',
  'venue-managers': 'venue managers',
  'music-promoters': 'music promoters',
  'corporate-events': 'corporate event planners',
};

export const CTA_LABELS: Record<string, string> = {
  'contact-us': 'Contact us to get started.',
  'book-demo': 'Book a demo with our team.',
  'free-trial': 'Start a free trial listing today.',
  'learn-more': 'Learn more about listing with Festival Finder.',
  'partner-with-us': 'Partner with us this season.',
};

export const GROUNDING =
  'You write B2B marketing copy for Festival Finder, a UK festival discovery website. State only the catalogue figures given ' +
  '(never invent statistics, percentages, follower counts, customer names or results). Name no real competitor. British English.';

/** "38 upcoming events across 6 categories and 9 UK regions" from the real counts. */
export function catalogueSentence(f: CatalogueFigures): string {
  if (f.upcomingEvents === 0) return 'Festival Finder lists UK festivals by category, region and date';
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Festival Finder lists ${plural(f.upcomingEvents, 'upcoming event', 'upcoming events')} across ${plural(f.categories.length, 'category', 'categories')} and ${plural(f.regions.length, 'UK region', 'UK regions')}`;
}

/** "Music (12), Arts (5)" for the largest categories. */
export function topList(items: Array<{ name: string; count: number }>, n = 3): string {
  return items
    .slice(0, n)
    .map((i) => `${i.name} (${i.count})`)
    .join(', ');
}

export function factsJson(f: CatalogueFigures): string {
  return JSON.stringify({ upcomingEvents: f.upcomingEvents, categories: f.categories, regions: f.regions, nextEvents: f.highlights });
}

const strings = { type: 'array', items: { type: 'string' } } as const;
export const STRING_ARRAY = strings;
