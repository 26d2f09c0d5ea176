import { dayNumber, dayParts, yearOfDay } from './uk-days';

describe('yearOfDay', () => {
  it('gives the calendar year of every day from 1900 to 2300, and of far dates, as Date does', () => {
    const mismatches: number[] = [];
    for (let day = dayNumber('1900-01-01'); day <= dayNumber('2300-12-31'); day++) if (yearOfDay(day) !== dayParts(day).year) mismatches.push(day);
    for (const day of [-1_000_000, -719_468, -1, 0, 1, 2_000_000]) if (yearOfDay(day) !== dayParts(day).year) mismatches.push(day);
    expect(mismatches).toEqual([]);
    expect(yearOfDay(dayNumber('2028-12-31'))).toBe(2028);
    expect(yearOfDay(dayNumber('2029-01-01'))).toBe(2029);
  });
});
