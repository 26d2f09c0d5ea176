import { seededRandom } from '../../platform/random/seeded-random';
import { dayParts, dayToIso } from '../../platform/time/uk-days';
import { REGIONS } from '../events/contracts/regions';
import { ImportedEvent } from '../events/commands/import-events/import-events.command';

const CATEGORY_WEIGHTS: Array<[string, number]> = [
  ['music', 30],
  ['food-drink', 14],
  ['arts-culture', 14],
  ['family', 10],
  ['classical', 6],
  ['folk', 6],
  ['tribute', 4],
  ['wellness', 4],
  ['adventure', 6],
  ['comedy', 6],
];
const REGION_WEIGHTS: Record<string, number> = {
  london: 18,
  southeast: 16,
  southwest: 10,
  midlands: 12,
  northwest: 11,
  northeast: 5,
  yorkshire: 9,
  scotland: 9,
  wales: 6,
  'northern-ireland': 4,
};
const NOUNS: Record<string, string[]> = {
  music: ['Music Festival', 'Sound Weekender', 'Live', 'Jazz Festival', 'Indie Weekender', 'Beats Festival'],
  'food-drink': ['Food Festival', 'Beer Festival', 'Cider Fest', 'Street Food Fair', 'Gin Festival', 'Chilli Festival'],
  'arts-culture': ['Literature Festival', 'Arts Festival', 'Film Festival', 'Book Festival', 'Theatre Week', 'Carnival'],
  family: ['Family Fun Day', 'Kids Festival', 'Family Weekender', 'Country Show', 'Science Festival'],
  classical: ['Music Festival', 'Opera Season', 'Chamber Festival', 'Choral Festival', 'Piano Festival'],
  folk: ['Folk Festival', 'Folk Week', 'Roots Gathering', 'Ceilidh Weekend'],
  tribute: ['Tribute Festival', 'Legends Weekender', 'Tribute Weekend'],
  wellness: ['Wellbeing Festival', 'Yoga Retreat', 'Mind & Body Weekend'],
  adventure: ['Outdoor Festival', 'Adventure Weekend', 'Trail Festival', 'Surf Festival', 'Cycling Festival'],
  comedy: ['Comedy Festival', 'Laugh Fest', 'Stand-up Weekender'],
};
const ADJECTIVES = [
  'Summer',
  'Autumn',
  'Riverside',
  'Harbour',
  'Castle',
  'Park',
  'Valley',
  'Big',
  'Great',
  'Spring',
  'Winter',
  'Coastal',
  'Green',
  'Old Town',
  'Moor',
];
const TAGS: Record<string, string[]> = {
  music: ['outdoor', 'camping', 'rock', 'indie', 'dance', 'jazz', 'pop'],
  'food-drink': ['street-food', 'beer', 'cider', 'wine', 'family-friendly', 'outdoor'],
  'arts-culture': ['books', 'theatre', 'film', 'talks', 'family-friendly'],
  family: ['family-friendly', 'kids', 'outdoor', 'free'],
  classical: ['orchestral', 'opera', 'indoor', 'chamber'],
  folk: ['folk', 'ceilidh', 'camping', 'outdoor'],
  tribute: ['tribute', 'outdoor', 'camping'],
  wellness: ['yoga', 'wellbeing', 'outdoor', 'camping'],
  adventure: ['outdoor', 'running', 'cycling', 'camping', 'family-friendly'],
  comedy: ['stand-up', 'indoor', 'improv'],
};
const VENUES = ['Park', 'Showground', 'Castle Grounds', 'Town Centre', 'Racecourse', 'Arena', 'Village Green', 'Harbourside', 'Estate', 'Town Hall'];

function weighted<T>(rand: () => number, items: Array<[T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1][0];
}

/** `count` realistic-looking published events over the next 18 months, busier in summer. */
export function generateSyntheticEvents(count: number, today: number, seed = 42): ImportedEvent[] {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const regions = REGIONS.map((r) => [r, REGION_WEIGHTS[r.value]] as [typeof r, number]);
  const events: ImportedEvent[] = [];
  for (let i = 0; i < count; i++) {
    const region = weighted(rand, regions);
    const city = pick(region.cities);
    const category = weighted(rand, CATEGORY_WEIGHTS);
    let start = today + Math.floor(rand() * 540);
    // Pull about half of the events into June–August, as in the real calendar.
    if (rand() < 0.45) {
      const { year } = dayParts(start);
      const summerStart = Math.floor(Date.UTC(year, 5, 1) / 86_400_000);
      start = Math.max(today, summerStart + Math.floor(rand() * 92));
    }
    const length = weighted(rand, [
      [1, 35],
      [2, 25],
      [3, 25],
      [4, 10],
      [10, 5],
    ] as Array<[number, number]>);
    const free = rand() < 0.18;
    const price = free ? 'Free' : `from £${5 + Math.floor(rand() * 40) * 5}`;
    const tags = [...new Set([pick(TAGS[category]), pick(TAGS[category]), ...(free ? ['free'] : [])])];
    const title = `${city} ${pick(ADJECTIVES)} ${pick(NOUNS[category])} #${i + 1}`;
    const lat = region.latitude + (rand() - 0.5) * 1.2;
    const lon = region.longitude + (rand() - 0.5) * 1.6;
    events.push({
      publish: true,
      featured: rand() < 0.01,
      details: {
        title,
        description: `${title} brings ${tags.join(', ')} to ${city} in ${region.label}. ${length > 1 ? `${length} days` : 'A day'} of ${category.replace('-', ' and ')} with local favourites and touring names.`,
        imageUrl: null,
        category,
        startDate: dayToIso(start),
        endDate: dayToIso(start + length - 1),
        venue: `${city} ${pick(VENUES)}`,
        city,
        region: region.value,
        latitude: Math.min(60.8, Math.max(49.9, lat)),
        longitude: Math.min(1.7, Math.max(-8.1, lon)),
        priceText: price,
        ticketUrl: `https://tickets.example.org/e/${i + 1}`,
        source: 'synthetic',
        tags,
      },
    });
  }
  return events;
}
