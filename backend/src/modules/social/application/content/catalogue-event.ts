import { checkFacts, EventFacts, formatFactDates, placeOf } from '../../../ai/contracts/fact-check';
import { EventView } from '../../../events/contracts/event-view';

/** A real catalogue event as the content generators see it: the fact checker's facts plus what a post may say. */
export interface CatalogueEvent {
  facts: EventFacts;
  featured: boolean;
  isFree: boolean;
  familyFriendly: boolean;
  link: string;
}

export function toCatalogueEvent(e: EventView, link: string): CatalogueEvent {
  return {
    facts: {
      id: e.id,
      version: 0,
      title: e.title,
      description: e.description,
      category: e.category,
      categoryName: e.categoryName,
      categoryDescription: '',
      startDate: e.startDate,
      endDate: e.endDate,
      venue: e.venue,
      city: e.city,
      region: e.region,
      regionName: e.regionName,
      priceText: e.price,
      ticketUrl: e.ticketUrl,
      tags: e.tags,
      datesConfirmed: e.datesConfirmed,
    },
    featured: e.featured,
    isFree: e.isFree,
    familyFriendly: e.familyFriendly,
    link,
  };
}

/** "Riverside Jazz Weekend: 5 to 7 March 2027 at Riverside Park, Leeds." (dates marked expected when unconfirmed). */
export function factLine(e: CatalogueEvent): string {
  const f = e.facts;
  const dates = f.datesConfirmed ? formatFactDates(f) : `expected ${formatFactDates(f)}`;
  return `${f.title}: ${dates} at ${placeOf(f)}.`;
}

/** The stored price as written, or nothing when the event gives none. */
export function priceLine(e: CatalogueEvent): string {
  if (e.isFree) return 'Free to attend.';
  return e.facts.priceText ? `Tickets ${e.facts.priceText}.` : '';
}

/** Up to five hashtags from the event's own fields: category, city, tags. */
export function hashtagsFor(e: CatalogueEvent): string[] {
  const words = [e.facts.categoryName, e.facts.city, ...e.facts.tags, 'UK festivals'];
  const tags = words
    .map(
      (w) =>
        `#${w
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim()
          .split(/\s+/)
          .map(cap)
          .join('')}`,
    )
    .filter((t) => t.length > 1);
  return [...new Set(tags)].slice(0, 5);
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const CALL_TO_ACTION = 'See the dates and details on Festival Finder';

/**
 * Facts of the whole set of events given to a generator: a text that names no single event may still only use
 * their names, places and dates (a model's "trending topic" about a festival we do not list is refused).
 */
export function catalogueFacts(events: CatalogueEvent[]): EventFacts {
  const all = events.map((e) => e.facts);
  const starts = all.map((f) => f.startDate).sort();
  const ends = all.map((f) => f.endDate).sort();
  const join = (pick: (f: EventFacts) => string) => all.map(pick).join('. ');
  return {
    id: 'catalogue',
    version: 0,
    title: join((f) => f.title),
    description: `${join((f) => f.description)}. Instagram TikTok Facebook X Reels Stories Festival Finder`,
    category: '',
    categoryName: join((f) => f.categoryName),
    categoryDescription: '',
    startDate: starts[0] ?? '2000-01-01',
    endDate: ends[ends.length - 1] ?? '2000-01-01',
    venue: join((f) => f.venue),
    city: join((f) => f.city),
    region: '',
    regionName: join((f) => f.regionName),
    priceText: join((f) => f.priceText ?? ''),
    ticketUrl: null,
    tags: all.flatMap((f) => f.tags),
    datesConfirmed: true,
  };
}

/**
 * Why a generated item may not stand: it names an event we were not given, or states a date, price, time, place
 * or name that event does not back. Null when it passes.
 */
export function groundingProblem(text: string, eventId: string | null, events: CatalogueEvent[]): string | null {
  const facts = eventId === null ? catalogueFacts(events) : events.find((e) => e.facts.id === eventId)?.facts;
  if (!facts) return `names an event that is not in the catalogue (${eventId})`;
  const issues = checkFacts(text, facts);
  return issues.length === 0 ? null : `unbacked facts: ${issues.map((i) => i.text).join(', ')}`;
}

/** The events as the model sees them: stored fields only. */
export function eventsJson(events: CatalogueEvent[]): string {
  return JSON.stringify(
    events.map((e) => ({
      eventId: e.facts.id,
      title: e.facts.title,
      category: e.facts.categoryName,
      dates: formatFactDates(e.facts),
      datesConfirmed: e.facts.datesConfirmed,
      place: placeOf(e.facts),
      price: e.facts.priceText ?? 'not yet announced',
      free: e.isFree,
      tags: e.facts.tags,
      description: e.facts.description,
    })),
  );
}

export const SOCIAL_GROUNDING = [
  'You write social media content for Festival Finder, a guide to UK festivals, in British English.',
  'Use only the events in the JSON you are given and only their stored facts: never invent dates, times, prices, places, performers, follower counts or other figures.',
  "Every item about an event carries that event's eventId; items about no single event carry null.",
].join(' ');
