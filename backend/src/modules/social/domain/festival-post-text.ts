import { datesLine } from '../../events/contracts/expected-dates';
import { priceText } from '../../events/contracts/price-text';

/** The event fields a post may state; nothing else about a festival is claimed. */
export interface PostableFestival {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  dateRange: string;
  datesConfirmed: boolean;
  venue: string;
  city: string;
  price: string | null;
  isFree: boolean;
}

export type PostStyle = 'standard' | 'last-minute';

/** Post text for an event, composed from its stored fields only (estimated dates say "expected"; the price as the site writes it). */
export function festivalPostText(f: PostableFestival, url: string, style: PostStyle = 'standard'): string {
  const place = [f.venue, f.city]
    .map((s) => s.trim())
    .filter((s, i, all) => s && all.indexOf(s) === i)
    .join(', ');
  const dates = datesLine(f);
  const price = f.isFree ? 'Free' : priceText(f.price);
  const lines = [
    style === 'last-minute' ? `Last-minute plans? ${f.title} is coming up soon.` : f.title,
    `Dates: ${dates}`,
    place ? `Where: ${place}` : null,
    `Price: ${price}`,
    `Details: ${url}`,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

/**
 * The same facts within X's 280 characters (links count 23): the full text when it fits, else title, dates and link,
 * the title shortened with an ellipsis when even that is too long.
 */
export function festivalPostTextWithin(f: PostableFestival, url: string, max: number, length: (text: string) => number): string {
  const full = festivalPostText(f, url);
  if (length(full) <= max) return full;
  const dates = datesLine(f);
  const compose = (title: string) => `${title}\nDates: ${dates}\nDetails: ${url}`;
  let title = f.title;
  while (length(compose(title)) > max && title.length > 1) title = `${[...title].slice(0, -2).join('')}…`;
  return compose(title);
}

/** Weekend windows post "last-minute" festivals: those starting within the next week. */
export function startsWithinDays(f: PostableFestival, todayUk: string, days: number): boolean {
  const start = Date.parse(`${f.startDate}T00:00:00Z`);
  const today = Date.parse(`${todayUk}T00:00:00Z`);
  return start >= today && start - today <= days * 86_400_000;
}
