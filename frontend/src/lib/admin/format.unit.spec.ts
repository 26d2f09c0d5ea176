import { formatDayRange } from './format';

describe('formatDayRange', () => {
  it('writes a run of days as people do, without repeating the month or year', () => {
    expect(formatDayRange('2027-09-12', '2027-09-14')).toBe('12–14 Sept 2027');
    expect(formatDayRange('2027-09-30', '2027-10-02')).toBe('30 Sept – 2 Oct 2027');
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatDayRange('2027-06-05', '2027-06-05')).toBe('5 Jun 2027');
    expect(formatDayRange('2027-06-05', null)).toBe('5 Jun 2027');
  });
});
