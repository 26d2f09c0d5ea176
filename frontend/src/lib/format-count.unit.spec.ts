import { formatCount, formatSearchTime, truncate } from './format-count';

describe('formatCount', () => {
  it('says "1 event" and "N events"', () => {
    expect(formatCount(1)).toBe('1 event');
    expect(formatCount(0)).toBe('0 events');
    expect(formatCount(12)).toBe('12 events');
  });
});

describe('truncate', () => {
  it('leaves short text alone and collapses whitespace', () => {
    expect(truncate('  Hello   world ', 70)).toBe('Hello world');
  });
  it('never exceeds the limit and ends with an ellipsis', () => {
    const long = 'The Great Annual Summer Music and Arts Festival of the North West of England 2027';
    const out = truncate(long, 70);
    expect(out.length).toBeLessThanOrEqual(70);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('formatSearchTime', () => {
  it('rounds to whole ms, keeping one decimal for very fast searches', () => {
    expect(formatSearchTime(61.4)).toBe('61 ms');
    expect(formatSearchTime(0.06)).toBe('0.1 ms');
    expect(formatSearchTime(3.25)).toBe('3.3 ms');
  });
});
