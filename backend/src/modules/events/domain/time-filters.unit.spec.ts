import { dayNumber, dayToIso } from '../../../platform/time/uk-days';
import { monthRange, timeFilterRange } from './time-filters';

const iso = (r: { fromDay: number; toDay: number }) => [dayToIso(r.fromDay), dayToIso(r.toDay)];
const sunday22Nov = dayNumber('2026-11-22');
const wednesday = dayNumber('2026-11-18');

describe('timeFilterRange', () => {
  it('runs weeks Monday to Sunday from today', () => {
    expect(iso(timeFilterRange('this-week', wednesday))).toEqual(['2026-11-18', '2026-11-22']);
    expect(iso(timeFilterRange('this-week', sunday22Nov))).toEqual(['2026-11-22', '2026-11-22']);
  });
  it('covers the rest of this month, all of next month and the rest of the year', () => {
    expect(iso(timeFilterRange('this-month', sunday22Nov))).toEqual(['2026-11-22', '2026-11-30']);
    expect(iso(timeFilterRange('next-month', sunday22Nov))).toEqual(['2026-12-01', '2026-12-31']);
    expect(iso(timeFilterRange('next-month', dayNumber('2026-12-05')))).toEqual(['2027-01-01', '2027-01-31']);
    expect(iso(timeFilterRange('this-year', sunday22Nov))).toEqual(['2026-11-22', '2026-12-31']);
  });
  it('gives the season still to come', () => {
    expect(timeFilterRange('summer', sunday22Nov)).toMatchObject({ label: 'Summer 2027' });
    expect(iso(timeFilterRange('summer', sunday22Nov))).toEqual(['2027-06-01', '2027-08-31']);
    expect(iso(timeFilterRange('summer', dayNumber('2027-07-10')))).toEqual(['2027-07-10', '2027-08-31']);
    expect(iso(timeFilterRange('autumn', sunday22Nov))).toEqual(['2026-11-22', '2026-11-30']);
  });
});

describe('monthRange', () => {
  it('reads a bare month as its next occurrence and YYYY-MM literally', () => {
    expect(iso(monthRange('8', sunday22Nov)!)).toEqual(['2027-08-01', '2027-08-31']);
    expect(iso(monthRange('11', sunday22Nov)!)).toEqual(['2026-11-22', '2026-11-30']);
    expect(iso(monthRange('2028-02', sunday22Nov)!)).toEqual(['2028-02-01', '2028-02-29']);
    expect(iso(monthRange('august', sunday22Nov)!)).toEqual(['2027-08-01', '2027-08-31']);
  });
  it('rejects nonsense', () => {
    expect(monthRange('13', sunday22Nov)).toBeNull();
    expect(monthRange('ju', sunday22Nov)).toBeNull();
  });
});
