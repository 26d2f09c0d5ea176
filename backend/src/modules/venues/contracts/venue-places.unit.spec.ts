import { isSameVenue, mergePlaces, normaliseVenueName, venueSlug } from './venue-places';

const place = (name: string, town: string, latitude: number | null, longitude: number | null) => ({ name, town, region: 'london', latitude, longitude });

describe('venue merge rule', () => {
  it('normalises case, accents, punctuation and filler words', () => {
    expect(normaliseVenueName('The Roundhouse')).toBe('roundhouse');
    expect(normaliseVenueName('ROUNDHOUSE, the')).toBe('roundhouse');
    expect(normaliseVenueName('Café  Oto & Friends')).toBe('cafe oto friends');
  });

  it('merges the same name within 5 km and keeps every spelling', () => {
    const merged = mergePlaces([place('The Roundhouse', 'London', 51.543, -0.152), place('Roundhouse', 'Camden', 51.55, -0.15)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ name: 'The Roundhouse', town: 'London', names: ['The Roundhouse', 'Roundhouse'] });
  });

  it('keeps the same name apart when the places are far away', () => {
    expect(isSameVenue(place('Town Hall', 'Leeds', 53.8, -1.55), place('Town Hall', 'Birmingham', 52.48, -1.9))).toBe(false);
  });

  it('keeps different names apart even at the same spot', () => {
    expect(isSameVenue(place('Hyde Park', 'London', 51.507, -0.165), place('Royal Albert Hall', 'London', 51.5, -0.177))).toBe(false);
  });

  it('without coordinates merges only within the same town, and takes coordinates from the merged place', () => {
    const merged = mergePlaces([
      place('Corn Exchange', 'Brighton', null, null),
      place('Corn Exchange', 'Brighton', 50.82, -0.14),
      place('Corn Exchange', 'Newbury', null, null),
    ]);
    expect(merged.map((m) => [m.town, m.latitude])).toEqual([
      ['Brighton', 50.82],
      ['Newbury', null],
    ]);
  });

  it('slugs name and town', () => {
    expect(venueSlug('Royal Albert Hall', 'London')).toBe('royal-albert-hall-london');
    expect(venueSlug('Glastonbury', 'Glastonbury')).toBe('glastonbury');
  });
});
