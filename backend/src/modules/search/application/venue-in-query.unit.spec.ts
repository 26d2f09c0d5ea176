import { emptyIntent } from '../domain/search-intent';
import { atVenue, venueInQuery, VENUE_RADIUS_KM } from './venue-in-query';

const venues = [
  { name: 'Royal Albert Hall', names: ['Royal Albert Hall'], latitude: 51.5, longitude: -0.18 },
  { name: 'Albert Park', names: ['Albert Park'], latitude: 54.56, longitude: -1.24 },
  { name: 'The Roundhouse', names: ['The Roundhouse', 'Roundhouse'], latitude: 51.54, longitude: -0.15 },
  { name: 'Somewhere Unplaced', names: ['Somewhere Unplaced'], latitude: null, longitude: null },
];

describe('a venue named in a query', () => {
  it('is read after "at", with or without "the", the longest name winning', () => {
    expect(venueInQuery('jazz at the Royal Albert Hall', venues)?.location).toEqual({
      name: 'Royal Albert Hall',
      lat: 51.5,
      lon: -0.18,
      radiusKm: VENUE_RADIUS_KM,
    });
    expect(venueInQuery("what's on at the Roundhouse this month", venues)?.location.name).toBe('The Roundhouse');
    expect(venueInQuery('gigs at roundhouse', venues)?.words).toEqual(['roundhouse']);
  });

  it('is not read without "at", inside other words, or for a venue without a place', () => {
    expect(venueInQuery('royal albert hall concerts', venues)).toBeNull();
    expect(venueInQuery('at the albert parkway', venues)).toBeNull();
    expect(venueInQuery('events at somewhere unplaced', venues)).toBeNull();
  });

  it('replaces the places and regions read from its words, and drops them as keywords', () => {
    const intent = { ...emptyIntent(), regions: ['london'], keywords: ['royal', 'albert', 'hall', 'jazz'], topics: ['jazz'] };
    intent.locations.push({ name: 'London', lat: 51.5, lon: -0.12, radiusKm: 25 });
    const venue = venueInQuery('jazz at the Royal Albert Hall', venues)!;
    const searched = atVenue(intent, venue);
    expect(searched.locations.map((l) => l.name)).toEqual(['Royal Albert Hall']);
    expect(searched.regions).toEqual([]);
    expect(searched.keywords).toEqual(['jazz']);
    expect(searched.topics).toEqual(['jazz']);
  });
});
