import { CatalogueFigures, unbackedNumber } from './catalogue-figures';

const figures: CatalogueFigures = {
  upcomingEvents: 1240,
  categories: [{ name: 'Music', count: 800 }],
  regions: [{ name: 'London', count: 300 }],
  highlights: [{ title: 'Riverside Jazz Weekend', dateRange: '5 - 7 March 2027', city: 'Leeds' }],
};

describe('unbackedNumber', () => {
  it('accepts catalogue figures (with thousands separators) and the dates of named events', () => {
    expect(
      unbackedNumber('We list 1,240 upcoming events, 800 of them Music, 300 in London; Riverside Jazz Weekend runs 5 - 7 March 2027.', figures),
    ).toBeNull();
  });

  it('returns the first invented figure', () => {
    expect(unbackedNumber('Grow ticket sales by 35% with 1240 events.', figures)).toBe('35');
    expect(unbackedNumber('Day 3 of our campaign.', figures)).toBe('3');
    expect(unbackedNumber('Day 3 of our campaign.', figures, ['3'])).toBeNull();
  });
});
