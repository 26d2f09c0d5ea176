import { trendingTerm } from './search-term';

describe('trendingTerm', () => {
  it('folds a search to one spelling', () => {
    expect(trendingTerm('  Folk   Festivals in SCOTLAND! ')).toBe('folk festivals in scotland');
    expect(trendingTerm('Food & Drink')).toBe('food & drink');
    expect(trendingTerm('gigs under £30')).toBe('gigs under £30');
    expect(trendingTerm('festivals in 2027')).toBe('festivals in 2027');
    expect(trendingTerm('room 4512 bookings')).toBeNull();
  });

  it('keeps nothing that may be personal or is not a search a visitor would share', () => {
    for (const q of [
      'jo@example.com',
      'http://x.example',
      'www.example.com',
      'BS1 5TR festivals',
      'call 07700900123',
      'a',
      'one two three four five six seven',
      'x'.repeat(61),
      '<script>',
    ]) {
      expect([q, trendingTerm(q)]).toEqual([q, null]);
    }
  });
});
