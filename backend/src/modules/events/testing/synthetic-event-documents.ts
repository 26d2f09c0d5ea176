import { seededRandom } from '../../../platform/random/seeded-random';
/**
 * Deterministic synthetic EventDocuments for the read-model benchmark and large contract cases:
 * realistic spread of regions, categories, dates (two years around `baseDay`), prices and text.
 */
import { dayToIso } from '../../../platform/time/uk-days';
import { EventDocument } from '../application/ports/event-document';

const REGIONS: Record<string, { cities: string[]; lat: number; lon: number }> = {
  london: { cities: ['London', 'Greenwich', 'Camden', 'Hackney'], lat: 51.51, lon: -0.13 },
  southeast: { cities: ['Brighton', 'Canterbury', 'Oxford', 'Reading', 'Southampton'], lat: 51.1, lon: -0.6 },
  southwest: { cities: ['Bristol', 'Bath', 'Exeter', 'Plymouth', 'Glastonbury', 'Truro'], lat: 50.9, lon: -3.2 },
  midlands: { cities: ['Birmingham', 'Nottingham', 'Leicester', 'Derby', 'Coventry'], lat: 52.6, lon: -1.6 },
  northwest: { cities: ['Manchester', 'Liverpool', 'Lancaster', 'Chester', 'Kendal'], lat: 53.7, lon: -2.7 },
  northeast: { cities: ['Newcastle', 'Durham', 'Sunderland', 'Middlesbrough'], lat: 54.9, lon: -1.6 },
  yorkshire: { cities: ['Leeds', 'York', 'Sheffield', 'Hull', 'Harrogate', 'Whitby'], lat: 53.9, lon: -1.3 },
  scotland: { cities: ['Edinburgh', 'Glasgow', 'Aberdeen', 'Inverness', 'Dundee'], lat: 56.2, lon: -3.9 },
  wales: { cities: ['Cardiff', 'Swansea', 'Hay-on-Wye', 'Aberystwyth', 'Llangollen'], lat: 52.2, lon: -3.6 },
  'northern-ireland': { cities: ['Belfast', 'Derry', 'Newry', 'Armagh'], lat: 54.6, lon: -6.2 },
};
const CATEGORIES: Record<string, string[]> = {
  music: ['rock', 'indie', 'pop', 'electronic', 'dance', 'jazz', 'blues', 'live music'],
  'food-drink': ['street food', 'beer', 'cider', 'gin', 'chefs', 'local produce', 'seafood'],
  'arts-culture': ['theatre', 'literature', 'film', 'poetry', 'street arts', 'talks'],
  family: ['kids', 'animals', 'fairground', 'workshops', 'storytelling'],
  classical: ['orchestral', 'opera', 'chamber music', 'choral', 'organ'],
  folk: ['folk', 'ceilidh', 'sessions', 'morris', 'acoustic'],
  tribute: ['tribute acts', 'abba', 'beatles', 'queen', 'eighties'],
  wellness: ['yoga', 'meditation', 'retreat', 'mindfulness', 'sound bath'],
  adventure: ['running', 'cycling', 'mountain', 'climbing', 'kayak'],
  comedy: ['stand-up', 'improv', 'sketch', 'fringe', 'cabaret'],
};
const ADJECTIVES = [
  'Summer',
  'Winter',
  'Harvest',
  'Midsummer',
  'Great',
  'Little',
  'Big',
  'Royal',
  'Wild',
  'Green',
  'Golden',
  'Coastal',
  'Moonlight',
  'Riverside',
  'Village',
  'City',
  'Northern',
  'Southern',
  'Highland',
  'Valley',
];
const NOUNS = ['Festival', 'Fest', 'Gathering', 'Weekender', 'Fair', 'Carnival', 'Jamboree', 'Celebration', 'Picnic', 'Show'];
const WORDS =
  'line-up stage tent field fireworks market workshop headliner local artists bands food stalls bar real ale family camping weekend evening daytime tickets parking shuttle bus dogs welcome accessible toilets showers glamping wristband bring blankets chairs riverside park castle gardens seaside beach woodland farm historic town hall cathedral pier harbour village green community charity volunteers award-winning intimate boutique legendary returning favourite new debut sold-out early-bird'.split(
    ' ',
  );

export function syntheticEventDocuments(count: number, baseDay: number, seed = 42): EventDocument[] {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const regionNames = Object.keys(REGIONS);
  const categoryNames = Object.keys(CATEGORIES);
  const docs: EventDocument[] = [];
  for (let i = 0; i < count; i++) {
    const region = pick(regionNames);
    const r = REGIONS[region];
    const city = pick(r.cities);
    const category = pick(categoryNames);
    const flavour = pick(CATEGORIES[category]);
    // Summer-heavy spread over roughly two years either side of baseDay.
    const season = rnd() < 0.6 ? 150 + Math.floor(rnd() * 100) : Math.floor(rnd() * 365);
    const startDay = baseDay - 365 + Math.floor(rnd() * 3) * 365 + season - 150 + Math.floor(rnd() * 30);
    const endDay = startDay + (rnd() < 0.5 ? 0 : Math.floor(rnd() * 4)) + (rnd() < 0.02 ? 40 : 0);
    const free = rnd() < 0.15;
    const priced = !free && rnd() < 0.85;
    const minPricePence = free ? 0 : priced ? 500 + Math.floor(rnd() * 300) * 100 : null;
    const tags = [
      flavour.replace(/ /g, '-'),
      ...(rnd() < 0.6 ? ['outdoor'] : []),
      ...(rnd() < 0.3 ? ['family-friendly'] : []),
      ...(rnd() < 0.2 ? ['camping'] : []),
    ];
    const words: string[] = [];
    const len = 20 + Math.floor(rnd() * 30);
    for (let w = 0; w < len; w++) words.push(pick(WORDS));
    const title = `${city} ${pick(ADJECTIVES)} ${flavour.replace(/\b\w/g, (c) => c.toUpperCase())} ${pick(NOUNS)}`;
    docs.push({
      id: `syn-${i.toString(36).padStart(6, '0')}`,
      title,
      description: `${title} brings ${flavour} to ${city}. ${words.join(' ')}.`,
      imageUrl: null,
      category,
      tags,
      startDate: dayToIso(startDay),
      endDate: dayToIso(endDay),
      startDay,
      endDay,
      venue: `${pick(['Victoria', 'Abbey', 'Castle', 'Riverside', 'Memorial', 'Heath', 'Market'])} ${pick(['Park', 'Hall', 'Gardens', 'Fields', 'Green', 'Arena'])}`,
      city,
      region,
      location: { lat: r.lat + (rnd() - 0.5) * 1.6, lon: r.lon + (rnd() - 0.5) * 2 },
      priceText: minPricePence === null ? null : minPricePence === 0 ? 'Free' : `from £${minPricePence / 100}`,
      minPricePence,
      isFree: free,
      ticketUrl: null,
      featured: rnd() < 0.03,
      status: rnd() < 0.9 ? 'published' : pick(['draft', 'expired', 'removed'] as const),
      familyFriendly: tags.includes('family-friendly'),
      outdoor: tags.includes('outdoor'),
      camping: tags.includes('camping'),
      source: 'synthetic',
      version: 1,
      updatedAt: new Date(0).toISOString(),
    });
  }
  return docs;
}
