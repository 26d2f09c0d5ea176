/**
 * The smart-search relevance suite: plain-English queries over the seeded catalogue, each judged by the fields of
 * the events it returns (category, tags, title, description, region, dates, price), never by hand-picked ids.
 * Paraphrases share no word with the events they should find ("somewhere to see stand-up" → comedy): words alone
 * cannot answer them, meaning can. Seen from Sunday 22 November 2026.
 */
import { SmartSearchResult } from '../application/smart-search.result';

export type JudgedEvent = SmartSearchResult['events'][number];

const text = (e: JudgedEvent) => `${e.title} ${e.description} ${e.tags.join(' ')}`.toLowerCase();
const has = (pattern: RegExp) => (e: JudgedEvent) => pattern.test(text(e));
const overlaps = (e: JudgedEvent, from: string, to: string) => e.endDate >= from && e.startDate <= to;
const camping = (e: JudgedEvent) => e.tags.some((t) => ['camping', 'glamping'].includes(t));
const family = (e: JudgedEvent) => e.category === 'family' || e.tags.includes('family-friendly');
const category =
  (...slugs: string[]) =>
  (e: JudgedEvent) =>
    slugs.includes(e.category);
const either =
  (...judges: ((e: JudgedEvent) => boolean)[]) =>
  (e: JudgedEvent) =>
    judges.some((j) => j(e));

const comedy = either(category('comedy'), has(/\b(comedy|comedians?|stand-up)\b/));
const beer = has(/\b(beer|beers|ale|ales|real-ale|brew\w*|cider)\b/);
const literature = either(has(/\b(books?|literature|literary|writers?|authors?|poetry|poets?)\b/));
const classical = either(category('classical'), has(/\b(orchestra\w*|classical|chamber-music|symphony)\b/));
const wellness = either(category('wellness'), has(/\b(yoga|wellbeing|well-being|wellness|mindful\w*|meditation|retreat)\b/));
const running = has(/\b(running|runners?|marathon|fell-running|race|races|trail)\b/);
const dance = (e: JudgedEvent) => e.category === 'music' && has(/\b(dance|electronic|techno|house|djs?|rave)\b/)(e);
const food = category('food-drink');

export type RelevanceQuery = [query: string, relevant: (e: JudgedEvent) => boolean];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // structure: category, place, date, price, audience, exclusions
  ['folk festivals in Yorkshire', (e) => e.category === 'folk' && e.region === 'yorkshire'],
  ['comedy festivals in Scotland', (e) => e.category === 'comedy' && e.region === 'scotland'],
  ['food festivals in Wales', (e) => e.category === 'food-drink' && e.region === 'wales'],
  ['classical music in London', (e) => e.category === 'classical' && e.region === 'london'],
  ['free festivals', (e) => e.isFree],
  ['family festivals in the south west', (e) => family(e) && e.region === 'southwest'],
  ['music festivals in August', (e) => e.category === 'music' && overlaps(e, '2027-08-01', '2027-08-31')],
  ['book festivals', (e) => e.category === 'arts-culture' && literature(e)],
  ['jazz festivals', has(/\bjazz\b/)],
  ['beer festivals', beer],
  ['folk festivals but not in Scotland', (e) => e.category === 'folk' && e.region !== 'scotland'],
  ['music festivals without camping', (e) => e.category === 'music' && !camping(e)],
  ['camping festivals', camping],
  ['outdoor theatre', (e) => e.tags.includes('outdoor') && has(/\b(theatre|theater|shakespeare|plays?)\b/)(e)],
  ['comedy festivals in England', (e) => e.category === 'comedy' && !['scotland', 'wales', 'northern-ireland'].includes(e.region)],
  ['festivals in Northern Ireland', (e) => e.region === 'northern-ireland'],
  ['christmas markets', (e) => has(/christmas|festive|winter/)(e) && overlaps(e, '2026-11-22', '2027-01-06')],
  ['food and drink festivals near Bristol', (e) => e.category === 'food-drink' && e.region === 'southwest'],
  ['music festivals in Wales', (e) => e.category === 'music' && e.region === 'wales'],
  ['arts festivals in Scotland', (e) => e.category === 'arts-culture' && e.region === 'scotland'],
  ['family events in London', (e) => family(e) && e.region === 'london'],
  ['folk music in the south west', (e) => e.category === 'folk' && e.region === 'southwest'],
  ['food festivals in September', (e) => food(e) && overlaps(e, '2027-09-01', '2027-09-30')],
  ['free family days out', (e) => family(e) && e.isFree],
  ['wellness festivals', wellness],
  ['tribute festivals', category('tribute')],
  ['adventure events in Wales', (e) => e.category === 'adventure' && e.region === 'wales'],
  ['literature festivals', literature],
  // paraphrases: no word shared with the events they should find
  ['somewhere to see stand-up', comedy],
  ['a night of laughs', comedy],
  ['funny shows', comedy],
  ['real ale weekend', beer],
  ['craft brews and cider', beer],
  ['book talks', literature],
  ['meet novelists', literature],
  ['poets reading their work', literature],
  ['orchestra concerts', classical],
  ['symphonies and string quartets', classical],
  ['kids days out', family],
  ['things for children to do', family],
  ['yoga retreat', wellness],
  ['mindfulness and meditation', wellness],
  ['bands playing covers of famous acts', category('tribute')],
  ['trail running', running],
  ['marathons and races', running],
  ['electronic dance music', dance],
  ['a rave with djs', dance],
  ['indie rock gigs', (e) => e.category === 'music' && has(/\b(indie|rock|guitar)\b/)(e)],
  ['hip hop and rap', (e) => e.category === 'music' && has(/\b(hip-hop|rap|grime|urban)\b/)(e)],
  ['ceilidh dancing', either(category('folk'), has(/\bceilidh\b/))],
  ['traditional fiddle music', category('folk')],
  ['street food stalls', food],
  ['foodie weekend', food],
  ['oysters and shellfish', (e) => food(e) && has(/\b(oysters?|seafood|shellfish|fish|mussels|crab)\b/)(e)],
  ['celebrity chefs cooking', food],
  ['cinema screenings', has(/\b(film|films|cinema|screenings?|movies?)\b/)],
  ['science talks', has(/\b(science|scientists?)\b/)],
  ['fireworks displays', has(/\b(fireworks?|bonfires?|pyrotechnics?)\b/)],
  ['carnival parade', has(/\b(carnival|parades?|procession)\b/)],
  ['plays and drama', either(has(/\b(theatre|theater|plays?|drama|shakespeare)\b/))],
  ['seaside festivals', has(/\b(seaside|beach|coast\w*|sea|harbour|pier)\b/)],
  ['pride and lgbtq events', has(/\b(lgbtq\+?|pride|queer)\b/)],
  ['mountain biking and climbing', (e) => e.category === 'adventure'],
  ['agricultural shows', has(/\b(agricultural|county show|livestock|farming|farm|showground)\b/)],
];

/**
 * Share of the first five results that meet the query; when the catalogue holds fewer than five events that meet
 * it, of the first that many (a query with two such events scores 1 when both come first). No result: 0.
 */
export function precisionAt5(results: JudgedEvent[], relevant: (e: JudgedEvent) => boolean, catalogue: JudgedEvent[]): number {
  const exist = catalogue.filter(relevant).length;
  const k = Math.min(5, results.length, Math.max(exist, 1));
  if (k === 0) return 0;
  return results.slice(0, k).filter(relevant).length / k;
}
