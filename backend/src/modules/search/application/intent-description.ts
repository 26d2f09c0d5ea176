/**
 * Plain-English descriptions of a parsed query: "free family events this weekend". Used for the
 * relaxation notice ("No free family events this weekend — showing family events on other dates")
 * and the explained Smart Search explanation. Built only from what the parser understood, never from results.
 */
import { regionLabel } from '../../events/contracts/regions';
import { IN_RADIUS_KM, NEAR_RADIUS_KM } from '../domain/parse-intent';
import { IntentTimeframe, SearchIntent } from '../domain/search-intent';
import { Relaxed } from './search-plan';
import { accessWords } from './access-in-query';

/** Category slug → display name ("food-drink" → "Food & Drink"). */
export type CategoryNames = ReadonlyMap<string, string>;

/** "free family-friendly music events matching "boomtown" near Bristol this weekend" with `drop` left out. */
export function describeIntent(intent: SearchIntent, names: CategoryNames, drop: ReadonlySet<Relaxed> = new Set(), sayDropped = false): string {
  const before: string[] = [];
  if (!drop.has('price') && intent.price?.free) before.push('free');
  if (!drop.has('audience') && intent.flags.familyFriendly === true) before.push('family-friendly');
  if (!drop.has('audience') && intent.flags.familyFriendly === false) before.push('adults-only');
  if (!drop.has('features')) before.push(...featureWords(intent));
  if (!drop.has('category')) before.push(...intent.categories.map((c) => categoryWord(c, names)));
  const words = [...before, 'events'];
  if (!drop.has('keywords') && intent.keywords.length) words.push(`matching "${intent.keywords.join(' ')}"`);
  const hadPlace = intent.locations.length > 0 || intent.regions.length > 0;
  // a town is searched with a radius: "in Bristol" also finds Bath, so the notice names the reach it searched
  const place = drop.has('location') ? (sayDropped && hadPlace ? 'elsewhere in the UK' : '') : placePhrase(intent, drop.has('distance'), true);
  if (place) words.push(place);
  if (intent.timeframes.length && (!drop.has('date') || sayDropped)) words.push(drop.has('date') ? 'on other dates' : timePhrase(intent.timeframes));
  if (!drop.has('price') && !intent.price?.free && intent.price?.maxPence !== undefined) words.push(`up to ${pounds(intent.price.maxPence)}`);
  return words.join(' ');
}

/** Says what nobody could match and what is shown instead. */
export function relaxationNotice(intent: SearchIntent, relaxed: readonly Relaxed[], names: CategoryNames): string {
  const drop = new Set(relaxed);
  let shown = describeIntent(intent, names, drop, true);
  if (drop.has('keywords') || drop.has('category')) shown = `other ${shown}`;
  return `No ${describeIntent(intent, names)} — showing ${shown}`;
}

/** "Folk festivals near York in July 2027, family-friendly, free": the explained Smart Search's reading of the query. */
export function explainIntent(intent: SearchIntent, names: CategoryNames): string {
  const what = intent.categories.map((c) => names.get(c) ?? c).join(' or ');
  const parts = [what ? `${capitalise(what)} festivals` : 'Festivals'];
  if (intent.keywords.length) parts.push(`matching "${intent.keywords.join(' ')}"`);
  const place = placePhrase(intent, false);
  if (place) parts.push(place);
  if (intent.timeframes.length) parts.push(timePhrase(intent.timeframes));
  const extras: string[] = [];
  if (intent.flags.familyFriendly === true) extras.push('family-friendly');
  if (intent.flags.familyFriendly === false) extras.push('adults only');
  extras.push(...featureWords(intent));
  if (intent.price?.free) extras.push('free');
  else if (intent.price?.maxPence !== undefined) extras.push(`up to ${pounds(intent.price.maxPence)}`);
  if (intent.mood.length) extras.push(`${intent.mood.join(' and ')} atmosphere`);
  // topics rank, they do not filter: "jazz" among music festivals comes first, the rest follow
  if (intent.topics.length) extras.push(`${intent.topics.join(' and ')} first`);
  return [parts.join(' '), ...extras].join(', ');
}

function featureWords(intent: SearchIntent): string[] {
  const out: string[] = [];
  if (intent.flags.outdoor === true) out.push('outdoor');
  if (intent.flags.outdoor === false) out.push('indoor');
  if (intent.flags.camping === true) out.push('camping');
  if (intent.flags.camping === false) out.push('day');
  out.push(...intent.tags);
  if (intent.access?.length) out.push(...accessWords(intent.access).map((w) => `with ${w}`));
  return out;
}

function categoryWord(slug: string, names: CategoryNames): string {
  const name = names.get(slug) ?? slug;
  return name.toLowerCase();
}

function placePhrase(intent: SearchIntent, widened: boolean, reach = false): string {
  const placeRegions = new Set(intent.locations.map((l) => l.region).filter((r): r is string => !!r));
  if (widened) {
    const regions = [...new Set([...placeRegions, ...intent.regions])];
    // the visitor's position has no region to widen to
    const unplaced = intent.locations.filter((l) => !l.region && l.name !== YOUR_LOCATION).map((l) => l.name);
    const names = [...regions.map(regionLabel), ...unplaced];
    return names.length ? `elsewhere in ${names.join(' or ')}` : '';
  }
  const places = intent.locations.map((l) =>
    reach && l.radiusKm === IN_RADIUS_KM ? `within ${l.radiusKm} km of ${l.name}` : `${l.radiusKm === NEAR_RADIUS_KM ? 'near' : 'in'} ${l.name}`,
  );
  const regions = intent.regions.filter((r) => !placeRegions.has(r)).map((r) => `in ${regionLabel(r)}`);
  return [...places, ...regions].join(' or ');
}

function timePhrase(timeframes: IntentTimeframe[]): string {
  return timeframes
    .map(({ label }) => {
      if (/^(this|next|today|tonight|tomorrow|weekend after)/.test(label)) return label;
      if (/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i.test(label)) return `on ${label}`;
      if (/weekend|holiday|half term/.test(label)) return `over the ${label}`;
      return `in ${label}`;
    })
    .join(' or ');
}

/**
 * What a price ceiling leaves out: events whose price nobody knows yet cannot be shown as under it, and a visitor
 * reading "under £50" would otherwise think only free events exist.
 */
export function unknownPriceNote(unknown: number, maxPence: number): string {
  return `${unknown} matching event${unknown === 1 ? ' has' : 's have'} no known price yet and ${unknown === 1 ? 'is' : 'are'} not shown — these are known to cost up to ${pounds(maxPence)}`;
}

/** Whether the query asks for places near the visitor ("near me", "nearby"), which the server cannot know. */
export function asksNearMe(query: string): boolean {
  return /\b(near me|nearby|near by|around me|close to me|close by|local to me)\b/i.test(query);
}

export const NEAR_ME_NOTE = '"Near me" needs your location, which a search does not have — showing events across the UK';

/** The place a "near me" search is centred on when the visitor's browser gave its position. */
export const YOUR_LOCATION = 'your location';

/** "near me" read as a place: the visitor's position, searched within the reach of a town. */
export function nearVisitor(intent: SearchIntent, near: { lat: number; lon: number }): SearchIntent {
  return { ...intent, locations: [{ name: YOUR_LOCATION, lat: near.lat, lon: near.lon, radiusKm: IN_RADIUS_KM }] };
}

function pounds(pence: number): string {
  return `£${pence % 100 === 0 ? pence / 100 : (pence / 100).toFixed(2)}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
