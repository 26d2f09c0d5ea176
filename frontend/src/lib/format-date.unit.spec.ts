import { currentUkYear, formatEventDate, formatLongDate, formatRelativeNewsDate, hasDistinctEndDate } from './format-date';

describe('formatEventDate', () => {
  it('shows day, short month and year in en-GB', () => {
    expect(formatEventDate('2027-07-17')).toBe('17 Jul 2027');
  });
  it('keeps the UK calendar day whatever the machine time zone (no off-by-one)', () => {
    expect(formatEventDate('2027-01-01')).toBe('1 Jan 2027');
  });
  it('shows Date TBA when missing or blank', () => {
    expect(formatEventDate(undefined)).toBe('Date TBA');
    expect(formatEventDate(null)).toBe('Date TBA');
    expect(formatEventDate('  ')).toBe('Date TBA');
  });
  it('shows an unparsable value raw', () => {
    expect(formatEventDate('Summer 2027')).toBe('Summer 2027');
    expect(formatEventDate('2027-02-31')).toBe('2027-02-31');
  });
  it('reads full timestamps in Europe/London', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatEventDate('2027-06-30T23:30:00Z')).toBe('1 Jul 2027');
  });
});

describe('formatLongDate', () => {
  it('gives long weekday, day, long month and year', () => {
    expect(formatLongDate('2027-07-17')).toBe('Saturday, 17 July 2027');
  });
  it('falls back like the short form', () => {
    expect(formatLongDate('')).toBe('Date TBA');
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('hasDistinctEndDate', () => {
  it('is true only for a present, different end date', () => {
    expect(hasDistinctEndDate('2027-07-17', '2027-07-19')).toBe(true);
    expect(hasDistinctEndDate('2027-07-17', '2027-07-17')).toBe(false);
    expect(hasDistinctEndDate('2027-07-17', null)).toBe(false);
  });
});

describe('formatRelativeNewsDate', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  it('says "recently" for missing or invalid dates', () => {
    expect(formatRelativeNewsDate(undefined, now)).toBe('recently');
    expect(formatRelativeNewsDate('not a date', now)).toBe('recently');
  });
  it('gives a relative time', () => {
    expect(formatRelativeNewsDate('2027-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeNewsDate('2027-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeNewsDate('2027-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeNewsDate('2026-03-10T12:00:00Z', now)).toBe('last year');
  });
});

describe('currentUkYear', () => {
  it('uses the London calendar at new year', () => {
    expect(currentUkYear(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(currentUkYear(new Date('2027-01-01T00:30:00Z'))).toBe(2027);
  });
});
