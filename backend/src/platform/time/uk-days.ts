/**
 * Festivals happen on UK calendar days. We store days as YYYY-MM-DD strings and, for cheap range
 * filters, as integers (days since 1970-01-01). "Today" is the calendar day in Europe/London.
 */
const MS_PER_DAY = 86_400_000;
const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Intl formatting is slow on hot paths; the London date only changes on the minute boundary at most.
let memo = { minute: NaN, date: '', day: NaN };

function londonMinute(instant: Date): typeof memo {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== memo.minute) {
    const date = londonDate.format(instant);
    memo = { minute, date, day: dayNumber(date) };
  }
  return memo;
}

/** YYYY-MM-DD of the instant in Europe/London. */
export function ukDateOf(instant: Date): string {
  return londonMinute(instant).date;
}

export function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Math.floor(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

export function dayToIso(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The London day number of the instant (asked several times per request: memoised with the date). */
export function todayDay(instant: Date): number {
  return londonMinute(instant).day;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written YYYY-MM-DD (by arithmetic: a bulk import asks it twice per event). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= MONTH_DAYS[month - 1] + (leap ? 1 : 0);
}

/** The calendar year of a day number, by arithmetic (civil-from-days): loading 50,000 events asks it 100,000 times. */
export function yearOfDay(day: number): number {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  return yoe + era * 400 + (mp >= 10 ? 1 : 0);
}

/** Parts of a day number: year, month (1-12), day of month, weekday (0 = Sunday). */
export function dayParts(day: number): { year: number; month: number; date: number; weekday: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate(), weekday: d.getUTCDay() };
}

export function firstDayOfMonth(year: number, month: number): number {
  return Math.floor(Date.UTC(year, month - 1, 1) / MS_PER_DAY);
}

export function lastDayOfMonth(year: number, month: number): number {
  return Math.floor(Date.UTC(year, month, 0) / MS_PER_DAY);
}
