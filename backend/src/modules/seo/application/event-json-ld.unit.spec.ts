import { eventJsonLd } from './event-json-ld';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

const event = {
  id: 'e1',
  title: 'BBC Proms',
  description: 'Concerts',
  imageUrl: null,
  startDate: '2027-07-17',
  endDate: '2027-09-12',
  venue: 'Royal Albert Hall',
  city: 'London',
  regionName: 'London',
  price: 'from £8',
  minPricePence: 800,
  isFree: false,
  ticketUrl: 'https://tickets.example/proms',
  status: 'published' as const,
};

describe('eventJsonLd', () => {
  const ld = eventJsonLd(event, 'https://ff.example/event/e1', 'https://ff.example/images/classical.svg') as Json;
  it('describes a schema.org Event with dates, place in GB and status', () => {
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('BBC Proms');
    expect(ld.startDate).toBe('2027-07-17');
    expect(ld.endDate).toBe('2027-09-12');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.location.name).toBe('Royal Albert Hall');
    expect(ld.location.address).toMatchObject({ addressLocality: 'London', addressCountry: 'GB' });
    expect(ld.image).toEqual(['https://ff.example/images/classical.svg']);
  });
  it('offers in GBP with the ticket URL', () => {
    expect(ld.offers).toMatchObject({ priceCurrency: 'GBP', price: '8.00', url: 'https://tickets.example/proms' });
  });
  it('prices free events at 0 and falls back to the page URL without tickets', () => {
    const free = eventJsonLd({ ...event, isFree: true, minPricePence: null, ticketUrl: null }, 'https://ff.example/event/e1', 'x') as Json;
    expect(free.offers).toMatchObject({ price: '0', url: 'https://ff.example/event/e1' });
  });
});
