import { formatPlace } from './format-place';

describe('formatPlace', () => {
  it('does not repeat the city', () => {
    expect(formatPlace('Barry', 'Barry')).toBe('Barry');
    expect(formatPlace('London', 'london ')).toBe('London');
    expect(formatPlace('Hyde Park, London', 'London')).toBe('Hyde Park, London');
  });

  it('joins a venue and its city, skipping empty parts', () => {
    expect(formatPlace('Worthy Farm', 'Pilton')).toBe('Worthy Farm, Pilton');
    expect(formatPlace(null, 'Leeds')).toBe('Leeds');
    expect(formatPlace(undefined, '')).toBe('');
  });
});
