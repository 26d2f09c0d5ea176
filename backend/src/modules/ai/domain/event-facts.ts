/** What a generated text may state about an event: its stored fields, nothing else. */
export interface EventFacts {
  id: string;
  version: number;
  title: string;
  description: string;
  category: string;
  categoryName: string;
  /** The category's own description (its vocabulary). */
  categoryDescription: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  region: string;
  regionName: string;
  priceText: string | null;
  ticketUrl: string | null;
  tags: string[];
  datesConfirmed: boolean;
}

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Friday 5 March 2027", in en-GB. */
export function formatLongDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

/** "5 to 7 March 2027", "30 July to 2 August 2027", "Friday 5 March 2027" for one day. */
export function formatFactDates(facts: Pick<EventFacts, 'startDate' | 'endDate'>): string {
  if (facts.startDate === facts.endDate) return formatLongDate(facts.startDate);
  const [sy, sm] = facts.startDate.split('-');
  const [ey, em] = facts.endDate.split('-');
  const end = longDate.format(new Date(`${facts.endDate}T00:00:00Z`)).replace(/^\w+,? /, '');
  if (sy === ey && sm === em) return `${Number(facts.startDate.slice(8))} to ${end}`;
  const start = dayMonth.format(new Date(`${facts.startDate}T00:00:00Z`));
  return sy === ey ? `${start} to ${end}` : `${start} ${sy} to ${end}`;
}

/** Every UK calendar day the event covers (capped: a season-long event is checked by month and year only). */
export function eventDays(facts: Pick<EventFacts, 'startDate' | 'endDate'>, cap = 400): Date[] {
  const days: Date[] = [];
  const end = new Date(`${facts.endDate}T00:00:00Z`).getTime();
  for (let t = new Date(`${facts.startDate}T00:00:00Z`).getTime(); t <= end && days.length < cap; t += 86_400_000) days.push(new Date(t));
  return days;
}

/** The place line: venue, city (venue left out when it repeats the city). */
export function placeOf(facts: Pick<EventFacts, 'venue' | 'city'>): string {
  const venue = facts.venue.trim();
  if (!venue || venue.toLowerCase() === facts.city.toLowerCase()) return facts.city;
  return `${venue}, ${facts.city}`;
}

/** Pound amounts written in a text ("£25", "£7.50", "£1,200"), as pence. */
export function poundAmounts(text: string): number[] {
  return [...text.matchAll(/£\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?/g)].map(
    (m) => Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0')),
  );
}

export function isFreeEvent(facts: Pick<EventFacts, 'priceText'>): boolean {
  return /\bfree\b/i.test(facts.priceText ?? '');
}
