import { dayNumber, dayParts, dayToIso, firstDayOfMonth } from '../../platform/time/uk-days';
import { EventDetails } from '../events/commands/import-events/import-events.command';
import festivals from './data/uk-festivals.json';

/** One record of data/uk-festivals.json (facts about a real, recurring UK festival). */
export interface FestivalFact {
  name: string;
  city: string;
  venue: string;
  region: string;
  category: string;
  tags: string[];
  typicalMonths: number[];
  typicalDurationDays: number;
  lat: number;
  lon: number;
  officialUrl?: string | null;
  priceHint: string | null;
  description: string;
  confidence: 'high' | 'medium';
}

export const FESTIVAL_FACTS = festivals as FestivalFact[];

export interface PlannedEvent {
  fact: FestivalFact;
  details: EventDetails;
  featured: boolean;
}

/** A stable small number from a name, so each festival keeps "its" weekend from year to year. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The occurrence of a festival in a given year: a Friday in its first typical month. */
function occurrence(fact: FestivalFact, year: number): { start: number; end: number } {
  const first = firstDayOfMonth(year, fact.typicalMonths[0]);
  const firstFriday = first + ((5 - dayParts(first).weekday + 7) % 7);
  const weeksIn = fact.typicalDurationDays > 20 ? 0 : hash(fact.name) % 3;
  const start = firstFriday + weeksIn * 7;
  return { start, end: start + Math.max(1, fact.typicalDurationDays) - 1 };
}

/** Next occurrence that has not ended by `today` (a UK day number). */
export function nextOccurrence(fact: FestivalFact, today: number): { start: number; end: number } {
  const { year } = dayParts(today);
  const thisYear = occurrence(fact, year);
  return thisYear.end >= today ? thisYear : occurrence(fact, year + 1);
}

/** The most recent occurrence that has already ended, if it ended within `withinDays`. */
export function lastOccurrence(fact: FestivalFact, today: number, withinDays: number): { start: number; end: number } | null {
  const { year } = dayParts(today);
  for (const y of [year, year - 1]) {
    const o = occurrence(fact, y);
    if (o.end < today) return today - o.end <= withinDays ? o : null;
  }
  return null;
}

export function toDetails(fact: FestivalFact, start: number, end: number, title = fact.name): EventDetails {
  return {
    title,
    description: fact.description,
    imageUrl: null,
    category: fact.category,
    startDate: dayToIso(start),
    endDate: dayToIso(end),
    venue: fact.venue,
    city: fact.city,
    region: fact.region,
    latitude: fact.lat,
    longitude: fact.lon,
    priceText: fact.priceHint ?? null,
    ticketUrl: fact.officialUrl ?? null,
    source: 'catalogue',
    tags: fact.tags,
  };
}

/** Every festival rolled forward to its next occurrence; the 12 soonest well-checked ones are featured. */
export function planCatalogue(today: number): PlannedEvent[] {
  const planned = FESTIVAL_FACTS.map((fact) => {
    const { start, end } = nextOccurrence(fact, today);
    return { fact, details: toDetails(fact, start, end), featured: false };
  }).sort((a, b) => dayNumber(a.details.startDate) - dayNumber(b.details.startDate));
  planned
    .filter((p) => p.fact.confidence === 'high')
    .slice(0, 12)
    .forEach((p) => (p.featured = true));
  return planned;
}

/** Past editions that ended in the last 120 days, published then expired, so expired pages have real data. */
export function planPastEditions(today: number): EventDetails[] {
  return FESTIVAL_FACTS.flatMap((fact) => {
    const past = lastOccurrence(fact, today, 120);
    if (!past) return [];
    return [toDetails(fact, past.start, past.end, `${fact.name} ${dayParts(past.start).year}`)];
  });
}
