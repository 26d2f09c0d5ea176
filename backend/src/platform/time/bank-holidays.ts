/**
 * UK bank holidays computed from the rules (no table to go stale): Easter by the Gregorian
 * computus, fixed dates moved to the next free weekday when they fall at a weekend.
 * One-off holidays (jubilees, coronations) are not modelled.
 */
import { dayNumber, dayParts, firstDayOfMonth, lastDayOfMonth } from './uk-days';

export type HolidayCalendar = 'england-wales' | 'scotland' | 'northern-ireland';

/** Easter Sunday as a UK day number (anonymous Gregorian algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(`${year}-${pad(month)}-${pad(day)}`);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isWeekend(day: number): boolean {
  const w = dayParts(day).weekday;
  return w === 0 || w === 6;
}

function firstMonday(year: number, month: number): number {
  let d = firstDayOfMonth(year, month);
  while (dayParts(d).weekday !== 1) d++;
  return d;
}

function lastMonday(year: number, month: number): number {
  let d = lastDayOfMonth(year, month);
  while (dayParts(d).weekday !== 1) d--;
  return d;
}

/** Fixed-date holidays, each moved to the next weekday not already taken (the "substitute day"). */
function substituted(dates: number[], taken: Set<number>): number[] {
  const out: number[] = [];
  for (const date of dates) {
    let d = date;
    while (isWeekend(d) || taken.has(d)) d++;
    taken.add(d);
    out.push(d);
  }
  return out;
}

const holidayYears = new Map<string, readonly number[]>();

/** The bank holidays of one year in one of the three UK calendars, ascending (a fresh array: callers may change it). */
export function bankHolidays(year: number, calendar: HolidayCalendar = 'england-wales'): number[] {
  // smart search asks for them on every query that names a time; the rules are fixed per year
  const key = `${calendar}:${year}`;
  let days = holidayYears.get(key);
  if (!days) {
    if (holidayYears.size >= 1_000) holidayYears.clear();
    days = computeBankHolidays(year, calendar);
    holidayYears.set(key, days);
  }
  return [...days];
}

function computeBankHolidays(year: number, calendar: HolidayCalendar): number[] {
  const date = (m: number, d: number) => dayNumber(`${year}-${pad(m)}-${pad(d)}`);
  const easter = easterSunday(year);
  const taken = new Set<number>();
  const days: number[] = [];
  if (calendar === 'scotland') {
    days.push(...substituted([date(1, 1), date(1, 2)], taken));
    days.push(easter - 2, firstMonday(year, 5), lastMonday(year, 5), firstMonday(year, 8));
    days.push(...substituted([date(11, 30)], taken));
  } else {
    days.push(...substituted([date(1, 1)], taken));
    if (calendar === 'northern-ireland') days.push(...substituted([date(3, 17)], taken));
    days.push(easter - 2, easter + 1, firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8));
    if (calendar === 'northern-ireland') days.push(...substituted([date(7, 12)], taken));
  }
  days.push(...substituted([date(12, 25), date(12, 26)], taken));
  return days.sort((a, b) => a - b);
}

export interface DayRange {
  fromDay: number;
  toDay: number;
}

/**
 * The bank holiday weekend a holiday belongs to: the run of holidays and weekend days around it,
 * plus the Friday evening before a Saturday start (festival weekends begin on Friday).
 */
export function holidayWeekend(holiday: number, holidays: ReadonlySet<number>): DayRange {
  const off = (d: number) => holidays.has(d) || isWeekend(d);
  let from = holiday;
  let to = holiday;
  while (off(from - 1)) from--;
  while (off(to + 1)) to++;
  if (dayParts(from).weekday === 6) from--;
  return { fromDay: from, toDay: to };
}

/**
 * The next bank holiday weekend that has not ended by `today`; optionally the first one in a
 * given month ("August bank holiday") or around Easter.
 */
export function nextBankHolidayWeekend(today: number, calendar: HolidayCalendar, filter?: (holiday: number) => boolean): DayRange | null {
  const year = dayParts(today).year;
  for (let y = year; y <= year + 2; y++) {
    const list = bankHolidays(y, calendar);
    const set = new Set([...bankHolidays(y - 1, calendar), ...list, ...bankHolidays(y + 1, calendar)]);
    for (const h of list) {
      if (filter && !filter(h)) continue;
      const range = holidayWeekend(h, set);
      if (range.toDay >= today) return range;
    }
  }
  return null;
}
