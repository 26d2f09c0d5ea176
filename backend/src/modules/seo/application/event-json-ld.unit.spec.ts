import { eventJsonLd, organizerOf, venueAddress } from './event-json-ld';
import { NOT_STATED } from '../../events/contracts/accessibility.schema';

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
  ticketUrl: 'https://www.bbc.co.uk/proms',
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
  it('lists stated accessibility facts as amenityFeature of the place, true or false, and leaves unstated ones out', () => {
    expect(ld.location.amenityFeature).toBeUndefined();
    const accessibility = { ...NOT_STATED, stepFreeAccess: 'yes', bslInterpretation: 'no' } as const;
    const stated = eventJsonLd({ ...event, accessibility }, 'https://ff.example/event/e1', 'x') as Json;
    expect(stated.location.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free access', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'BSL interpretation', value: false },
    ]);
  });
  it('claims no startDate, endDate or eventStatus when the dates are an estimate', () => {
    const estimated = eventJsonLd({ ...event, datesConfirmed: false }, 'https://ff.example/event/e1', 'https://ff.example/x.svg') as Json;
    expect(estimated['@type']).toBe('Event');
    expect(estimated).not.toHaveProperty('startDate');
    expect(estimated).not.toHaveProperty('endDate');
    expect(estimated).not.toHaveProperty('eventStatus');
  });
  it('offers in GBP with the ticket URL', () => {
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP', price: '8.00', url: 'https://www.bbc.co.uk/proms', description: 'from £8' });
  });
  it('prices free events at 0 and falls back to the page URL without tickets', () => {
    const free = eventJsonLd({ ...event, isFree: true, minPricePence: null, ticketUrl: null }, 'https://ff.example/event/e1', 'x') as Json;
    expect(free.offers).toMatchObject({ price: '0', url: 'https://ff.example/event/e1' });
  });

  it('names the organiser from the official site, not from a ticket seller', () => {
    expect(ld.organizer).toEqual({ '@type': 'Organization', name: 'bbc.co.uk', url: 'https://www.bbc.co.uk' });
    expect(organizerOf('https://www.skiddle.com/festivals/x')).toBeUndefined();
    expect(organizerOf('https://checkout.eventbrite.co.uk/e/1')).toBeUndefined();
    expect(organizerOf('not a url')).toBeUndefined();
    expect(organizerOf(null)).toBeUndefined();
    const none = eventJsonLd({ ...event, ticketUrl: null }, 'https://ff.example/event/e1', 'x') as Json;
    expect(none).not.toHaveProperty('organizer');
  });

  it('gives the offer the date its tickets went on sale when the listing states one, and never makes one up', () => {
    const dated = eventJsonLd({ ...event, offerValidFrom: '2027-04-19' }, 'https://ff.example/event/e1', 'x') as Json;
    expect(dated.offers.validFrom).toBe('2027-04-19');
    expect(ld.offers).not.toHaveProperty('validFrom');
  });

  it('has no Offer, and above all no price, when nothing is known about the price', () => {
    const unknown = eventJsonLd({ ...event, price: null, minPricePence: null }, 'https://ff.example/event/e1', 'x') as Json;
    expect(unknown).not.toHaveProperty('offers');
    expect(JSON.stringify(unknown)).not.toMatch(/"price"/);
  });

  it('keeps a stated price it cannot read as a number as words, with no invented figure', () => {
    const words = eventJsonLd({ ...event, price: 'Pay what you can', minPricePence: null }, 'https://ff.example/event/e1', 'x') as Json;
    expect(words.offers).toEqual({ '@type': 'Offer', url: 'https://www.bbc.co.uk/proms', description: 'Pay what you can' });
  });

  it('adds street and postcode when the venue is written as a postal address', () => {
    const addressed = eventJsonLd({ ...event, venue: 'Royal Albert Hall, Kensington Gore, London SW7 2AP' }, 'https://ff.example/event/e1', 'x') as Json;
    expect(addressed.location.name).toBe('Royal Albert Hall');
    expect(addressed.location.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kensington Gore',
      addressLocality: 'London',
      addressRegion: 'London',
      postalCode: 'SW7 2AP',
      addressCountry: 'GB',
    });
    expect(ld.location.address).not.toHaveProperty('streetAddress');
    expect(ld.location.address).not.toHaveProperty('postalCode');
  });

  it('reads a postcode only where it is written as one', () => {
    expect(venueAddress('Worthy Farm, Pilton', 'Pilton')).toEqual({ name: 'Worthy Farm, Pilton' });
    expect(venueAddress('Meadow by the M25 1st exit', 'Leeds')).toEqual({ name: 'Meadow by the M25 1st exit' });
    expect(venueAddress('Bute Park, CF10 3ER', 'Cardiff')).toEqual({ name: 'Bute Park', postalCode: 'CF10 3ER' });
  });
});
