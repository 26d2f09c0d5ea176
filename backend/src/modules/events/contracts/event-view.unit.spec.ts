import { formatDateRange } from './event-view';

describe('formatDateRange', () => {
  it.each([
    ['2027-07-17', '2027-07-17', '17 Jul 2027'],
    ['2027-07-17', '2027-07-20', '17 – 20 Jul 2027'],
    ['2027-07-30', '2027-08-02', '30 Jul – 2 Aug 2027'],
    ['2026-12-30', '2027-01-02', '30 Dec 2026 – 2 Jan 2027'],
  ])('%s to %s reads "%s"', (start, end, text) => {
    expect(formatDateRange(start, end)).toBe(text);
  });
});
