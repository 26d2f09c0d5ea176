import { dayNumber, dayParts, dayToIso, firstDayOfMonth, lastDayOfMonth } from '../../platform/time/uk-days';
import { statedTiming, StatedTiming } from '../events/contracts/stated-timing';
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

/**
 * The days a festival's typical months cover in the edition of `year`: its longest run of consecutive months (the
 * first of equal runs; a run past December continues into the next year), so two seasons do not centre between them.
 */
function typicalSpan(fact: FestivalFact, year: number): { first: number; last: number } {
  const runs: number[][] = [];
  for (const m of fact.typicalMonths) {
    const run = runs[runs.length - 1];
    if (run && (m === run[run.length - 1] + 1 || (run[run.length - 1] === 12 && m === 1))) run.push(m);
    else runs.push([m]);
  }
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  const lastMonth = longest[longest.length - 1];
  return { first: firstDayOfMonth(year, longest[0]), last: lastDayOfMonth(lastMonth < longest[0] ? year + 1 : year, lastMonth) };
}

/**
 * The days an estimate may start on: the part of the month the festival's own description states ("from late
 * November": 21st–30th; "every August": all of August), else the span of its typical months.
 */
function estimateWindow(fact: FestivalFact, year: number): { first: number; last: number; stated: StatedTiming | null } {
  const stated = statedTiming(fact.description);
  if (!stated) return { ...typicalSpan(fact, year), stated };
  const first = firstDayOfMonth(year, stated.month);
  const end = lastDayOfMonth(year, stated.month);
  if (stated.part === 'early') return { first, last: first + 9, stated };
  if (stated.part === 'mid') return { first: first + 10, last: first + 19, stated };
  if (stated.part === 'late') return { first: first + 20, last: end, stated };
  return { first, last: end, stated };
}

/**
 * The occurrence of a festival in a given year: from its date rule where it has one; otherwise an estimate, which the
 * catalogue stores as unconfirmed: centred in its typical months (a short festival on the nearest Friday), never
 * starting before them. Where the description states when it starts, the estimate starts then: in the middle of the
 * stated part of the month (a short festival on the Friday nearest to it, within that part), so "Expected early
 * November" never reads beside "from late November".
 */
export function occurrence(fact: FestivalFact, year: number): { start: number; end: number } {
  const length = Math.max(1, fact.typicalDurationDays);
  if (fact.dateRule) {
    const start = ruleStart(fact.dateRule, year);
    return { start, end: start + length - 1 };
  }
  const span = estimateWindow(fact, year);
  // a stated start places the start; typical months place the whole run
  const centred = Math.floor((span.first + span.last) / 2) - (span.stated ? 0 : Math.floor((length - 1) / 2));
  let start = centred;
  if (length <= 7) {
    // weekend festivals: the Friday nearest the centre
    const back = (dayParts(centred).weekday - 5 + 7) % 7;
    start = back <= 3 ? centred - back : centred + (7 - back);
    // still within the stated part of the month
    if (span.stated && start > span.last) start -= 7;
  }
  start = Math.max(span.first, start);
  return { start, end: start + length - 1 };
}

/** Dates from a well-established rule are stated; the rest are estimates. */
export function datesConfirmed(fact: FestivalFact): boolean {
  return !!fact.dateRule;
}

/**
 * Whether an occurrence is still to come (or on) at `today`. Dates from a rule count until they end. An estimate
 * counts only while its expected start month has not passed: "expected early September" read in November is not
 * upcoming, whatever length was assumed, so it rolls forward to the next edition.
 */
function stillAhead(fact: FestivalFact, o: { start: number; end: number }, today: number): boolean {
  if (fact.dateRule) return o.end >= today;
  const { year, month } = dayParts(today);
  return o.end >= today && o.start >= firstDayOfMonth(year, month);
}

/** Next occurrence that has not ended by `today` (a UK day number); for an estimate, whose month has not passed. */
export function nextOccurrence(fact: FestivalFact, today: number): { start: number; end: number } {
  const { year } = dayParts(today);
  for (const y of [year - 1, year, year + 1]) {
    const o = occurrence(fact, y);
    if (stillAhead(fact, o, today)) return o;
  }
  return occurrence(fact, year + 2);
}

/** The most recent occurrence that has already ended, if it ended within `withinDays`. */
export function lastOccurrence(fact: FestivalFact, today: number, withinDays: number): { start: number; end: number } | null {
  const { year } = dayParts(today);
  for (const y of [year, year - 1]) {
    const o = occurrence(fact, y);
    if (o.end < today) return today - o.end <= withinDays ? o : null;
    if (o.start < today && !stillAhead(fact, o, today)) return null;
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
