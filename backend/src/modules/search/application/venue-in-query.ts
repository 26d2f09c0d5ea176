import { IntentLocation, SearchIntent } from '../domain/search-intent';
import { splitWords } from '../domain/text';
import { VenueTerm } from './venue-gazetteer.port';

/** How far from a venue's point its events may be placed (the venues module merges places this close). */
export const VENUE_RADIUS_KM = 1;

export interface VenueInQuery {
  location: IntentLocation;
  /** The query's words that named the venue (they are not keywords any more). */
  words: string[];
}

const key = (text: string) => splitWords(text.toLowerCase()).join(' ');
const withoutThe = (text: string) => text.replace(/^the /, '');

/**
 * The venue a query names after "at" ("jazz at the Royal Albert Hall", "what's on at Hyde Park"): the longest venue
 * name (any of its spellings, "the" ignored) that follows an "at" as whole words. Only a venue with a place can be
 * searched by it.
 */
export function venueInQuery(query: string, venues: readonly VenueTerm[]): VenueInQuery | null {
  const words = ` ${key(query)} `;
  if (!words.includes(' at ')) return null;
  let best: { venue: VenueTerm; name: string } | null = null;
  for (const venue of venues) {
    if (venue.latitude === null || venue.longitude === null) continue;
    for (const spelling of venue.names.length ? venue.names : [venue.name]) {
      const name = withoutThe(key(spelling));
      if (name.length < 3 || (best && best.name.length >= name.length)) continue;
      if (words.includes(` at ${name} `) || words.includes(` at the ${name} `)) best = { venue, name };
    }
  }
  if (!best) return null;
  const { venue, name } = best;
  return {
    location: { name: venue.name, lat: venue.latitude!, lon: venue.longitude!, radiusKm: VENUE_RADIUS_KM },
    words: name.split(' '),
  };
}

/** The intent searched at the venue: its place replaces any the venue's words were read as ("Hyde Park" as London). */
export function atVenue(intent: SearchIntent, venue: VenueInQuery): SearchIntent {
  const named = new Set(venue.words);
  return {
    ...intent,
    locations: [venue.location],
    regions: [],
    keywords: intent.keywords.filter((w) => !named.has(w.toLowerCase())),
    topics: intent.topics.filter((w) => !named.has(w.toLowerCase())),
  };
}
