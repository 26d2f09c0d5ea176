import { dayNumber, dayParts, dayToIso, firstDayOfMonth } from '../../platform/time/uk-days';
import { EventDetails } from '../events/commands/import-events/import-events.command';
import festivals from './data/uk-festivals.json';
import { DateRule, ruleStart } from './date-rule';

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
  /** How the start date recurs, where that is well established; null: the dates are an estimate. */
  dateRule?: DateRule | null;
}

export const FESTIVAL_FACTS = festivals as unknown as FestivalFact[];

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

/**
 * The occurrence of a festival in a given year: from its date rule where it has one; otherwise an estimate (a Friday
 * in its first typical month), which the catalogue stores as unconfirmed.
 */
export function occurrence(fact: FestivalFact, year: number): { start: number; end: number } {
  const length = Math.max(1, fact.typicalDurationDays);
  if (fact.dateRule) {
    const start = ruleStart(fact.dateRule, year);
    return { start, end: start + length - 1 };
  }
  const first = firstDayOfMonth(year, fact.typicalMonths[0]);
  const firstFriday = first + ((5 - dayParts(first).weekday + 7) % 7);
  const weeksIn = fact.typicalDurationDays > 20 ? 0 : hash(fact.name) % 3;
  const start = firstFriday + weeksIn * 7;
  return { start, end: start + length - 1 };
}

/** Dates from a well-established rule are stated; the rest are estimates. */
export function datesConfirmed(fact: FestivalFact): boolean {
  return !!fact.dateRule;
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
    datesConfirmed: datesConfirmed(fact),
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
