import { dayNumber, dayParts, dayToIso, isIsoDate, yearOfDay } from './uk-days';

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

describe('isIsoDate', () => {
  it('accepts every real day from 1896 to 2404 as Date writes it, and nothing else of that shape', () => {
    const wrong: string[] = [];
    const first = dayNumber('1896-01-01');
    const last = dayNumber('2404-12-31');
    const real = new Set<string>();
    for (let day = first; day <= last; day++) real.add(dayToIso(day));
    for (let year = 1896; year <= 2404; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          if (isIsoDate(text) !== real.has(text)) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(['2026-1-01', '2026-01-1', '26-01-01', '2026/01/01', '2026-01-01T00:00', ''].filter(isIsoDate)).toEqual([]);
  });
});
