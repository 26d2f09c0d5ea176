import { formatPlace } from './format-place';

describe('formatPlace', () => {
  it('does not repeat the city', () => {
    expect(formatPlace('Barry', 'Barry')).toBe('Barry');
    expect(formatPlace('London', 'london ')).toBe('London');
    expect(formatPlace('Hyde Park, London', 'London')).toBe('Hyde Park, London');
    expect(formatPlace('Streets of Lerwick', 'Lerwick')).toBe('Streets of Lerwick');
    expect(formatPlace('Venues across London', 'London')).toBe('Venues across London');
    // a city that is only part of a word is still written
    expect(formatPlace('Barrybrook Park', 'Barry')).toBe('Barrybrook Park, Barry');
    expect(formatPlace('Newcastle', 'Newcastle upon Tyne')).toBe('Newcastle, Newcastle upon Tyne');
    // whole words found after a part-word match; letters beyond ASCII are letters
    expect(formatPlace('Barrybrook Park by Barry  Island', 'barry island')).toBe('Barrybrook Park by Barry  Island');
    expect(formatPlace('Ysbyty Ystwyth', 'Ystwyth')).toBe('Ysbyty Ystwyth');
    expect(formatPlace('Plas Llanfairé', 'Llanfair')).toBe('Plas Llanfairé, Llanfair');
  });

  it('joins a venue and its city, skipping empty parts', () => {
    expect(formatPlace('Worthy Farm', 'Pilton')).toBe('Worthy Farm, Pilton');
    expect(formatPlace(null, 'Leeds')).toBe('Leeds');
    expect(formatPlace(undefined, '')).toBe('');
  });
});
