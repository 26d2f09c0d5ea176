import { dayParts, firstDayOfMonth, lastDayOfMonth } from '../../../platform/time/uk-days';

export const TIME_FILTER_VALUES = ['this-week', 'this-month', 'next-month', 'this-year', 'summer', 'autumn'] as const;
export type TimeFilterValue = (typeof TIME_FILTER_VALUES)[number];

export interface DayRange {
  fromDay: number;
  toDay: number;
  label: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar range of a quick time filter, seen from `today` (a UK day number). Weeks run Monday to Sunday. */
export function timeFilterRange(value: TimeFilterValue, today: number): DayRange {
  const { year, month, weekday } = dayParts(today);
  switch (value) {
    case 'this-week':
      return { fromDay: today, toDay: today + ((7 - weekday) % 7), label: 'This Week' };
    case 'this-month':
      return { fromDay: today, toDay: lastDayOfMonth(year, month), label: 'This Month' };
    case 'next-month': {
      const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
      return { fromDay: firstDayOfMonth(y, m), toDay: lastDayOfMonth(y, m), label: 'Next Month' };
    }
    case 'this-year':
      return { fromDay: today, toDay: lastDayOfMonth(year, 12), label: 'This Year' };
    case 'summer':
      return season(today, year, 6, 8, 'Summer');
    case 'autumn':
      return season(today, year, 9, 11, 'Autumn');
  }
}

/** The season still to come: the rest of this one if we are in it, else the next. */
function season(today: number, year: number, fromMonth: number, toMonth: number, name: string): DayRange {
  const end = lastDayOfMonth(year, toMonth);
  const y = today > end ? year + 1 : year;
  const from = Math.max(today, firstDayOfMonth(y, fromMonth));
  return { fromDay: from, toDay: lastDayOfMonth(y, toMonth), label: `${name} ${y}` };
}

/** A month filter: "8" or "08" is the next August (this one if not over), "2027-08" is that month. */
export function monthRange(month: string, today: number): DayRange | null {
  const { year, month: current } = dayParts(today);
  const full = /^(\d{4})-(\d{1,2})$/.exec(month);
  const bare = /^(\d{1,2})$/.exec(month);
  let y: number;
  let m: number;
  if (full) [y, m] = [Number(full[1]), Number(full[2])];
  else if (bare) [m, y] = [Number(bare[1]), Number(bare[1]) < current ? year + 1 : year];
  else {
    const idx = MONTHS.findIndex((name) => name.toLowerCase().startsWith(month.toLowerCase().slice(0, 3)));
    if (idx < 0 || month.length < 3) return null;
    [m, y] = [idx + 1, idx + 1 < current ? year + 1 : year];
  }
  if (m < 1 || m > 12 || y < 2000 || y > 2100) return null;
  return { fromDay: Math.max(firstDayOfMonth(y, m), y === year && m === current ? today : 0), toDay: lastDayOfMonth(y, m), label: `${MONTHS[m - 1]} ${y}` };
}
