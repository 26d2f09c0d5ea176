/**
 * A small, real-looking catalogue for the smart search tests, seen from Sunday 22 November 2026.
 * Facts about real festivals are approximate; ids say what each event is for.
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { dayNumber } from '../../../platform/time/uk-days';

export const FIXTURE_TODAY = '2026-11-22';

let version = 0;
function doc(id: string, d: Partial<EventDocument> & Pick<EventDocument, 'title' | 'category' | 'city' | 'region' | 'startDate'>): EventDocument {
  const endDate = d.endDate ?? d.startDate;
  return {
    id,
    description: '',
    imageUrl: null,
    tags: [],
    venue: d.city,
    location: null,
    priceText: null,
    minPricePence: null,
    isFree: false,
    ticketUrl: null,
    featured: false,
    status: 'published',
    familyFriendly: false,
    outdoor: false,
    camping: false,
    source: 'search-test',
    version: ++version,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...d,
    endDate,
    startDay: dayNumber(d.startDate),
    endDay: dayNumber(endDate),
  };
}

export const SEARCH_FIXTURES: EventDocument[] = [
  doc('bristol-free-jazz', {
    title: 'Harbourside Jazz Weekender', category: 'music', city: 'Bristol', region: 'southwest',
    description: 'Free jazz and swing bands on the harbourside stages.', tags: ['jazz', 'free', 'outdoor'],
    location: { lat: 51.449, lon: -2.6 }, startDate: '2026-11-21', endDate: '2026-11-22', isFree: true, minPricePence: 0,
    priceText: 'Free', outdoor: true,
  }),
  doc('bristol-rock-night', {
    title: 'Bristol Rock Night', category: 'music', city: 'Bristol', region: 'southwest',
    description: 'Guitar bands at the Fleece.', tags: ['rock', 'indoor'], location: { lat: 51.452, lon: -2.588 },
    startDate: '2026-11-22', minPricePence: 1500, priceText: '£15',
  }),
  doc('bristol-comedy', {
    title: 'Bristol Comedy Garden Winter Special', category: 'comedy', city: 'Bristol', region: 'southwest',
    description: 'Stand-up from touring headliners.', tags: ['stand-up'], location: { lat: 51.455, lon: -2.59 },
    startDate: '2026-11-22', minPricePence: 2000, priceText: '£20',
  }),
  doc('bath-comedy', {
    title: 'Bath Comedy Festival', category: 'comedy', city: 'Bath', region: 'southwest',
    description: 'Stand-up, sketch and improv across the city.', tags: ['stand-up', 'improv'],
    location: { lat: 51.381, lon: -2.359 }, startDate: '2027-04-01', endDate: '2027-04-12', minPricePence: 1000,
  }),
  doc('glasgow-comedy', {
    title: 'Glasgow International Comedy Festival', category: 'comedy', city: 'Glasgow', region: 'scotland',
    description: 'Stand-up in every venue in the city.', tags: ['stand-up'], location: { lat: 55.86, lon: -4.25 },
    startDate: '2027-03-12', endDate: '2027-03-29', minPricePence: 1200,
  }),
  doc('glastonbury', {
    title: 'Glastonbury Festival', category: 'music', city: 'Pilton', region: 'southwest', venue: 'Worthy Farm',
    description: 'Five days of contemporary performing arts on a working dairy farm in Somerset.',
    tags: ['music', 'camping', 'outdoor'], location: { lat: 51.15, lon: -2.59 }, startDate: '2027-06-23',
    endDate: '2027-06-27', minPricePence: 38000, priceText: '£380', featured: true, outdoor: true, camping: true,
  }),
  doc('fringe', {
    title: 'Edinburgh Festival Fringe', category: 'comedy', city: 'Edinburgh', region: 'scotland',
    description: 'The largest arts festival in the world: stand-up, theatre and cabaret.',
    tags: ['stand-up', 'theatre', 'fringe'], location: { lat: 55.95, lon: -3.19 }, startDate: '2027-08-06',
    endDate: '2027-08-30', minPricePence: 1000,
  }),
  doc('edinburgh-jazz', {
    title: 'Edinburgh Jazz & Blues Festival', category: 'music', city: 'Edinburgh', region: 'scotland',
    description: 'Ten days of jazz and blues.', tags: ['jazz', 'blues'], location: { lat: 55.95, lon: -3.19 },
    startDate: '2027-07-17', endDate: '2027-07-26', minPricePence: 1500,
  }),
  doc('glasgow-st-andrews', {
    title: "St Andrew's Weekend Gigs", category: 'music', city: 'Glasgow', region: 'scotland',
    description: 'Bands across the city for the holiday weekend.', tags: ['indie', 'music'],
    location: { lat: 55.86, lon: -4.25 }, startDate: '2026-11-28', endDate: '2026-11-30', minPricePence: 1000,
  }),
  doc('manchester-markets', {
    title: 'Manchester Christmas Markets', category: 'food-drink', city: 'Manchester', region: 'northwest',
    description: 'Festive stalls, street food and mulled wine.', tags: ['christmas', 'markets', 'street-food'],
    location: { lat: 53.48, lon: -2.24 }, startDate: '2026-11-13', endDate: '2026-12-21', isFree: true,
    minPricePence: 0, outdoor: true,
  }),
  doc('cambridge-beer', {
    title: 'Cambridge Beer Festival', category: 'food-drink', city: 'Cambridge', region: 'southeast',
    description: 'Hundreds of real ales, ciders and perries on Jesus Green.', tags: ['beer', 'cider', 'real-ale'],
    location: { lat: 52.21, lon: 0.13 }, startDate: '2027-05-17', endDate: '2027-05-22', minPricePence: 500,
  }),
  doc('gbbf', {
    title: 'Great British Beer Festival', category: 'food-drink', city: 'London', region: 'london',
    description: 'Britain\'s biggest beer festival at Olympia.', tags: ['beer', 'real-ale'],
    location: { lat: 51.496, lon: -0.21 }, startDate: '2027-08-03', endDate: '2027-08-07', minPricePence: 1200,
  }),
  doc('hay', {
    title: 'Hay Festival', category: 'arts-culture', city: 'Hay-on-Wye', region: 'wales',
    description: 'Writers and readers in a field on the Welsh border.', tags: ['literature', 'talks', 'books', 'family-friendly'],
    location: { lat: 52.07, lon: -3.12 }, startDate: '2027-05-27', endDate: '2027-06-06', minPricePence: 800,
    familyFriendly: true,
  }),
  doc('cornwall-folk', {
    title: 'Cornwall Folk Festival', category: 'folk', city: 'Wadebridge', region: 'southwest',
    description: 'Folk, dance and ceilidhs by the Camel estuary.', tags: ['folk', 'dance', 'camping'],
    location: { lat: 50.52, lon: -4.84 }, startDate: '2027-08-27', endDate: '2027-08-30', minPricePence: 3500,
    camping: true, outdoor: true,
  }),
  doc('boardmasters', {
    title: 'Boardmasters', category: 'music', city: 'Newquay', region: 'southwest',
    description: 'Surf and music on the Cornish clifftops.', tags: ['surf', 'music', 'camping', 'outdoor'],
    location: { lat: 50.44, lon: -5.04 }, startDate: '2027-08-11', endDate: '2027-08-15', minPricePence: 9000,
    camping: true, outdoor: true,
  }),
  doc('proms', {
    title: 'BBC Proms', category: 'classical', city: 'London', region: 'london', venue: 'Royal Albert Hall',
    description: 'Eight weeks of orchestral concerts.', tags: ['orchestral', 'concerts'], location: { lat: 51.5, lon: -0.18 },
    startDate: '2027-07-16', endDate: '2027-09-11', minPricePence: 800,
  }),
  doc('tribfest', {
    title: 'Tribfest', category: 'tribute', city: 'Sykehouse', region: 'yorkshire',
    description: 'Tribute acts on three stages.', tags: ['tribute-acts', 'camping'], location: { lat: 53.64, lon: -1.05 },
    startDate: '2027-08-13', endDate: '2027-08-15', minPricePence: 6000, camping: true,
  }),
  doc('lewes-bonfire', {
    title: 'Lewes Bonfire', category: 'arts-culture', city: 'Lewes', region: 'southeast',
    description: 'Torchlit processions and fireworks.', tags: ['free', 'bonfire', 'fireworks'],
    location: { lat: 50.87, lon: 0.01 }, startDate: '2027-11-05', isFree: true, minPricePence: 0, outdoor: true,
  }),
  doc('boxing-day-london', {
    title: 'Boxing Day Fun Run', category: 'adventure', city: 'London', region: 'london',
    description: 'Five festive kilometres in Hyde Park.', tags: ['running', 'charity'], location: { lat: 51.507, lon: -0.165 },
    startDate: '2026-12-26', minPricePence: 1500, outdoor: true,
  }),
  doc('bristol-ended', {
    title: 'Bristol Jazz Brunch', category: 'music', city: 'Bristol', region: 'southwest',
    description: 'Jazz over brunch.', tags: ['jazz'], location: { lat: 51.45, lon: -2.6 },
    startDate: '2026-11-14', endDate: '2026-11-21', isFree: true, minPricePence: 0,
  }),
  doc('bristol-expired', {
    title: 'Old Bristol Jazz Day', category: 'music', city: 'Bristol', region: 'southwest',
    description: 'Jazz on the green.', tags: ['jazz'], location: { lat: 51.45, lon: -2.6 }, status: 'expired',
    startDate: '2026-11-22', isFree: true, minPricePence: 0,
  }),
];
