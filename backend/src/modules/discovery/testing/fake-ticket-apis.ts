import { FakeWeb } from './fake-web.server';

/** The i-th day after a start day, YYYY-MM-DD (each fake event on its own day, so none is a duplicate of another). */
const dayAfter = (start: string, i: number) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);

/**
 * The Skiddle events search and the Ticketmaster Discovery API on a FakeWeb, with their documented parameters and
 * paging (Skiddle offset/limit with totalcount; Ticketmaster page/size with page.totalPages) and key checks.
 */
export function fakeTicketApis(
  web: FakeWeb,
  options: { skiddleKey: string; ticketmasterKey: string; year: number; skiddleCount: number; ticketmasterCount: number },
) {
  const skiddleEvents = Array.from({ length: options.skiddleCount }, (_, i) => ({
    id: 9000 + i,
    EventCode: 'FEST',
    eventname: `Skiddle Test Fest ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`,
    cancelled: '0',
    link: `https://www.skiddle.com/festivals/test-${i}/`,
    largeimageurl: `https://d31fr2pwly4c4s.cloudfront.net/test-${i}.jpg`,
    date: dayAfter(`${options.year}-01-10`, i),
    startdate: `${dayAfter(`${options.year}-01-10`, i)}T12:00:00+00:00`,
    enddate: `${dayAfter(`${options.year}-01-10`, i)}T23:00:00+00:00`,
    description: 'Bands, DJs and a street food village.',
    entryprice: '£35.00',
    genres: [{ genreid: '1', name: 'Indie' }],
    venue: { id: 1, name: 'Heaton Park', town: 'Manchester', address: 'Middleton Road', postcode: 'M25 2SW', country: 'GB', latitude: 53.53, longitude: -2.25 },
  }));
  web.json('/api/v1/events/search/', (url) => {
    if (url.searchParams.get('api_key') !== options.skiddleKey) return { status: 200, body: { error: 1, errormessage: 'Invalid API key' } };
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 20));
    return { body: { error: 0, totalcount: String(skiddleEvents.length), pagecount: limit, results: skiddleEvents.slice(offset, offset + limit) } };
  });
  const tmEvents = Array.from({ length: options.ticketmasterCount }, (_, i) => ({
    id: `TM-${i}`,
    name: `Arena Classical Night ${i}`,
    url: `https://www.ticketmaster.co.uk/event/tm-${i}`,
    dates: {
      start: { localDate: dayAfter(`${options.year}-03-01`, i), dateTime: `${dayAfter(`${options.year}-03-01`, i)}T18:30:00Z` },
      status: { code: 'onsale' },
    },
    classifications: [{ segment: { name: 'Music' }, genre: { name: 'Classical' } }],
    priceRanges: [{ type: 'standard', currency: 'GBP', min: 25, max: 80 }],
    images: [{ url: `https://s1.ticketm.net/tm-${i}.jpg`, width: 1024 }],
    _embedded: {
      venues: [
        { name: 'Symphony Hall', city: { name: 'Birmingham' }, country: { countryCode: 'GB' }, location: { latitude: '52.4797', longitude: '-1.9092' } },
      ],
    },
  }));
  web.json('/discovery/v2/events.json', (url) => {
    if (url.searchParams.get('apikey') !== options.ticketmasterKey) {
      return { status: 401, body: { fault: { faultstring: 'Invalid ApiKey', detail: { errorcode: 'oauth.v2.InvalidApiKey' } } } };
    }
    const size = Number(url.searchParams.get('size') ?? 20);
    const page = Number(url.searchParams.get('page') ?? 0);
    const slice = tmEvents.slice(page * size, page * size + size);
    return {
      body: {
        ...(slice.length ? { _embedded: { events: slice } } : {}),
        page: { size, totalElements: tmEvents.length, totalPages: Math.ceil(tmEvents.length / size), number: page },
      },
    };
  });
}
