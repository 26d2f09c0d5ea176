/**
 * Times in plain English ("this weekend", "August 2027", "bank holiday", "half term"), resolved
 * against today's UK date into inclusive day ranges. A match is resolved after the whole query is
 * read, because a bank holiday depends on where (Scotland has its own).
 */
import { dayNumber, dayParts, firstDayOfMonth, lastDayOfMonth } from '../../../platform/time/uk-days';
import { DayRange, easterSunday, HolidayCalendar, nextBankHolidayWeekend } from '../../../platform/time/bank-holidays';
import { IntentTimeframe } from './search-intent';
import { startsWithDigit } from './text';

export interface TimeMatch {
  /** Tokens consumed. */
  length: number;
  resolve(calendar: HolidayCalendar): IntentTimeframe | null;
}

/** A word → value table without Object's prototype: "constructor" or "valueOf" in a query names no month. */
function wordTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

const MONTHS: Record<string, number> = wordTable({
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
});
/** Month names that are also ordinary words: only a month next to a time word or number. */
const AMBIGUOUS_MONTHS = new Set(['may', 'march', 'mar', 'jan', 'dec', 'sep']);
const TIME_CONTEXT = new Set([
  'in',
  'during',
  'this',
  'next',
  'early',
  'mid',
  'late',
  'of',
  'until',
  'till',
  'til',
  'for',
  'before',
  'after',
  'throughout',
  'end',
  'start',
  'beginning',
  'over',
  'from',
  'by',
  'around',
  'through',
  'coming',
  'and',
  'or',
]);
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
const WEEKDAYS: Record<string, number> = wordTable({
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sundays: 0,
  mondays: 1,
  tuesdays: 2,
  wednesdays: 3,
  thursdays: 4,
  fridays: 5,
  saturdays: 6,
});
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NUMBER_WORDS: Record<string, number> = wordTable({
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  few: 3,
  a: 1,
});
const SEASONS: Record<string, 'spring' | 'summer' | 'autumn' | 'winter'> = wordTable({
  spring: 'spring',
  springtime: 'spring',
  summer: 'summer',
  summertime: 'summer',
  autumn: 'autumn',
  fall: 'autumn',
  autumnal: 'autumn',
  winter: 'winter',
  wintertime: 'winter',
});
const SEASON_MONTHS = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], winter: [12, 2] } as const;

function isYear(word: string): boolean {
  if (!/^20\d\d$/.test(word)) return false;
  const y = Number(word);
  return y >= 2020 && y <= 2040;
}

function ordinal(word: string): number | null {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 31 ? n : null;
}

function countWord(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** "5 Aug 2027", "5–8 Aug 2027", "28 Aug – 1 Sept 2027" for labels. */
export function formatDayRange(from: number, to: number): string {
  const a = dayParts(from);
  const b = dayParts(to);
  if (from === to) return `${a.date} ${SHORT_MONTHS[a.month - 1]} ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.date}–${b.date} ${SHORT_MONTHS[a.month - 1]} ${a.year}`;
  if (a.year === b.year) return `${a.date} ${SHORT_MONTHS[a.month - 1]} – ${b.date} ${SHORT_MONTHS[b.month - 1]} ${a.year}`;
  return `${a.date} ${SHORT_MONTHS[a.month - 1]} ${a.year} – ${b.date} ${SHORT_MONTHS[b.month - 1]} ${b.year}`;
}

/** A range that is still (partly) ahead starts today; a range wholly in the past is kept as asked. */
function frame(label: string, from: number, to: number, today: number): IntentTimeframe {
  return { label, fromDay: to >= today ? Math.max(from, today) : from, toDay: to };
}

/** The first yearly range (built by `build(year)`) that has not ended by today. */
function nextYearly(today: number, build: (year: number) => [number, number] | null): [number, number, number] | null {
  const year = todayOf(today).parts.year;
  for (let y = year - 1; y <= year + 2; y++) {
    const r = build(y);
    if (r && r[1] >= today) return [r[0], r[1], y];
  }
  return null;
}

interface WeekInfo {
  weekday: number;
  /** Friday of the weekend that is "this weekend". */
  friday: number;
  /** Last day of "this week" (Sunday; on a Sunday the coming week's Sunday). */
  sunday: number;
}

function weekInfo(today: number): WeekInfo {
  const weekday = dayParts(today).weekday;
  const friday = weekday === 0 ? today - 2 : weekday === 6 ? today - 1 : today + (5 - weekday);
  const sunday = weekday === 0 ? today + 7 : today + (7 - weekday);
  return { weekday, friday, sunday };
}

interface TodayInfo {
  day: number;
  week: WeekInfo;
  parts: ReturnType<typeof dayParts>;
  /** The next bank holiday weekend of each calendar, once asked ("over the bank holiday"). */
  bankHolidayWeekends: Partial<Record<HolidayCalendar, DayRange | null>>;
}

/** matchTime runs at every word of a query, all against the same day: its parts are computed once per day. */
let todayInfo: TodayInfo | null = null;

function todayOf(today: number): TodayInfo {
  if (todayInfo?.day !== today) todayInfo = { day: today, week: weekInfo(today), parts: dayParts(today), bankHolidayWeekends: {} };
  return todayInfo;
}

function nextBankHolidayWeekendOf(today: number, calendar: HolidayCalendar): DayRange | null {
  const known = todayOf(today).bankHolidayWeekends;
  let range = known[calendar];
  if (range === undefined) range = known[calendar] = nextBankHolidayWeekend(today, calendar);
  return range;
}

function monthRange(year: number, month: number): [number, number] {
  return [firstDayOfMonth(year, month), lastDayOfMonth(year, month)];
}

function seasonRange(season: keyof typeof SEASON_MONTHS, year: number): [number, number] {
  const [a, b] = SEASON_MONTHS[season];
  if (season === 'winter') return [firstDayOfMonth(year, 12), lastDayOfMonth(year + 1, 2)];
  return [firstDayOfMonth(year, a), lastDayOfMonth(year, b)];
}

function fixed(length: number, tf: IntentTimeframe | null): TimeMatch | null {
  return tf ? { length, resolve: () => tf } : null;
}

function isBankHolidayAt(words: string[], j: number): number {
  if (words[j] === 'bankholiday' || words[j] === 'bankholidays') return 1;
  if (words[j] === 'bank' && /^(holiday|holidays|hols|hol)$/.test(words[j + 1] ?? '')) return 2;
  return 0;
}

/** A bank holiday phrase at j, optionally narrowed by a month, season or festival before it. */
function bankHoliday(
  words: string[],
  j: number,
  lengthBefore: number,
  today: number,
  narrow: ((h: number) => boolean) | undefined,
  labelPrefix: string,
): TimeMatch | null {
  const n = isBankHolidayAt(words, j);
  if (!n) return null;
  let length = lengthBefore + n;
  if (/^(weekend|weekends|monday|friday|mon|fri)$/.test(words[j + n] ?? '')) length++;
  return {
    length,
    resolve: (calendar) => {
      const r = narrow ? nextBankHolidayWeekend(today, calendar, narrow) : nextBankHolidayWeekendOf(today, calendar);
      if (!r) return null;
      const label = `${labelPrefix}bank holiday weekend (${formatDayRange(r.fromDay, r.toDay)})`;
      return frame(label, r.fromDay, r.toDay, today);
    },
  };
}

function monthName(word: string | undefined, prev: string | undefined, next: string | undefined): number | null {
  if (!word) return null;
  const m = MONTHS[word];
  if (!m) return null;
  if (AMBIGUOUS_MONTHS.has(word)) {
    const ctx =
      (prev && (TIME_CONTEXT.has(prev) || ordinal(prev) !== null)) ||
      (next && (isYear(next) || ordinal(next) !== null || next === 'bank' || next === 'half' || next === 'bankholiday'));
    if (!ctx) return null;
  }
  return m;
}

/**
 * Every word other than a number that a time expression can start with (matchTime runs at every word of a query
 * and most words start none): the words each branch below tests first, with "this"/"next"/"within"... before them.
 */
export const TIME_START_WORDS: ReadonlySet<string> = new Set([
  ...['tonight', 'tonite', 'today', 'tomorrow', 'tmrw', 'tomorow', 'soon', 'shortly'],
  ...['this', 'coming', 'current', 'next', 'following', 'within', 'in'],
  ...['weekend', 'weekends', 'wknd', 'wkend'],
  ...Object.keys(WEEKDAYS),
  ...Object.keys(SEASONS),
  ...['christmas', 'xmas', 'crimbo', 'boxing', 'festive', 'new', 'nye', 'hogmanay', 'newyear', 'easter'],
  ...['halloween', 'hallowe', 'halloweens', 'bonfire', 'fireworks', 'guy', 'valentines', 'valentine', 'midsummer'],
  ...['early', 'beginning', 'start', 'mid', 'middle', 'late', 'end'],
  ...Object.keys(MONTHS),
  ...['bankholiday', 'bankholidays', 'bank', 'half', 'halfterm'],
]);

/** The time expression starting at words[i], if any. */
export function matchTime(words: string[], i: number, today: number): TimeMatch | null {
  const first = words[i] ?? '';
  // "in" starts a time only as "in the next ..." ("in August" is matched from the month)
  if (first === 'in' ? words[i + 1] !== 'the' || words[i + 2] !== 'next' : !TIME_START_WORDS.has(first) && !startsWithDigit(first)) return null;
  const w = (k: number) => words[i + k] ?? '';
  const { week, parts: todayParts } = todayOf(today);

  // today, tonight, tomorrow
  if (w(0) === 'tonight' || w(0) === 'tonite') return fixed(1, frame('tonight', today, today, today));
  if (w(0) === 'today')
    return fixed(w(1) === 'and' && w(2) === 'tomorrow' ? 3 : 1, frame('today', today, w(1) === 'and' && w(2) === 'tomorrow' ? today + 1 : today, today));
  if (w(0) === 'this' && /^(evening|afternoon|morning)$/.test(w(1))) return fixed(2, frame('today', today, today, today));
  if (w(0) === 'tomorrow' || w(0) === 'tmrw' || w(0) === 'tomorow') {
    return fixed(/^(night|evening|afternoon|morning)$/.test(w(1)) ? 2 : 1, frame('tomorrow', today + 1, today + 1, today));
  }
  if (/^(soon|shortly)$/.test(w(0))) return fixed(1, frame('next 30 days', today, today + 30, today));

  // this/next/coming + unit
  let k = 0;
  let mod: 'this' | 'next' | undefined;
  if (w(0) === 'this' && w(1) === 'coming') [mod, k] = ['this', 2];
  else if (w(0) === 'this' || w(0) === 'coming' || w(0) === 'current') [mod, k] = ['this', 1];
  else if (w(0) === 'next' || w(0) === 'following') [mod, k] = ['next', 1];
  else if (w(0) === 'within' || (w(0) === 'in' && w(1) === 'the' && w(2) === 'next')) {
    [mod, k] = ['next', w(0) === 'within' ? 1 : 3];
  }

  // weekend
  if (/^(weekend|weekends|wknd|wkend)$/.test(w(k))) {
    if (w(k + 1) === 'after' && w(k + 2) === 'next') {
      return fixed(k + 3, frame('weekend after next', week.friday + 14, week.friday + 16, today));
    }
    const shift = mod === 'next' ? 7 : 0;
    return fixed(k + 1, frame(mod === 'next' ? 'next weekend' : 'this weekend', week.friday + shift, week.friday + 2 + shift, today));
  }
  if (w(k) === 'week' && mod) {
    if (mod === 'this') return fixed(k + 1, frame('this week', today, week.sunday, today));
    return fixed(k + 1, frame('next week', week.sunday + 1, week.sunday + 7, today));
  }
  if (w(k) === 'fortnight' && mod) return fixed(k + 1, frame('next two weeks', today, today + 13, today));
  if (w(k) === 'month' && mod) {
    if (mod === 'this') {
      return fixed(k + 1, frame('this month', today, lastDayOfMonth(todayParts.year, todayParts.month), today));
    }
    const y = todayParts.month === 12 ? todayParts.year + 1 : todayParts.year;
    const m = todayParts.month === 12 ? 1 : todayParts.month + 1;
    const [a, b] = monthRange(y, m);
    return fixed(k + 1, frame(`next month (${MONTH_NAMES[m - 1]} ${y})`, a, b, today));
  }
  if (w(k) === 'year' && mod) {
    if (mod === 'this') return fixed(k + 1, frame(`this year (${todayParts.year})`, today, lastDayOfMonth(todayParts.year, 12), today));
    const y = todayParts.year + 1;
    return fixed(k + 1, frame(`next year (${y})`, firstDayOfMonth(y, 1), lastDayOfMonth(y, 12), today));
  }
  // next 10 days, next few weeks, within 2 weeks, coming weeks
  if (mod) {
    let count = countWord(w(k));
    let unitAt = k + 1;
    if (w(k) === 'couple' && w(k + 1) === 'of') unitAt = k + 2;
    if (count === null && /^(days|weeks|months)$/.test(w(k))) {
      count = w(k) === 'days' ? 7 : w(k) === 'weeks' ? 4 : 3;
      unitAt = k;
    }
    const unit = w(unitAt);
    if (count !== null && count > 0 && /^(day|days|week|weeks|month|months)$/.test(unit)) {
      const days = unit.startsWith('day') ? count : unit.startsWith('week') ? count * 7 : count * 30;
      return fixed(unitAt + 1, frame(`next ${days} days`, today, today + days, today));
    }
  }
  if (mod === 'next' && isBankHolidayAt(words, i + k)) {
    return bankHoliday(words, i + k, k, today, undefined, 'next ');
  }

  // weekdays: saturday, this saturday, next friday, saturday night
  if (WEEKDAYS[w(k)] !== undefined) {
    const wd = WEEKDAYS[w(k)];
    let day = today + ((wd - week.weekday + 7) % 7);
    if (mod === 'next') day = week.sunday + 1 + ((wd + 6) % 7);
    const len = /^(night|evening|afternoon|morning)$/.test(w(k + 1)) ? k + 2 : k + 1;
    return fixed(len, frame(`${WEEKDAY_NAMES[wd]} ${formatDayRange(day, day)}`, day, day, today));
  }

  // seasons: summer, this summer, next summer, summer 2027, summer of 2027, summer holidays
  const season = w(k) === 'summer' && w(k + 1) === 'solstice' ? undefined : SEASONS[w(k)];
  if (season) {
    if (isBankHolidayAt(words, i + k + 1)) {
      const narrow =
        season === 'spring'
          ? (h: number) => dayParts(h).month === 5 && dayParts(h).date > 24
          : season === 'summer'
            ? (h: number) => dayParts(h).month === 8
            : undefined;
      if (narrow) return bankHoliday(words, i + k + 1, k + 1, today, narrow, `${season} `);
    }
    if (season === 'summer' && /^(holidays|holiday|hols)$/.test(w(k + 1))) {
      return {
        length: k + 2,
        resolve: (calendar) => {
          const r = nextYearly(today, (y) =>
            calendar === 'scotland' ? [dayNumber(iso(y, 6, 28)), dayNumber(iso(y, 8, 16))] : [dayNumber(iso(y, 7, 22)), dayNumber(iso(y, 8, 31))],
          );
          return r ? frame(`summer holidays ${r[2]}`, r[0], r[1], today) : null;
        },
      };
    }
    let len = k + 1;
    let year: number | undefined;
    if (isYear(w(k + 1))) [year, len] = [Number(w(k + 1)), k + 2];
    else if (w(k + 1) === 'of' && isYear(w(k + 2))) [year, len] = [Number(w(k + 2)), k + 3];
    if (year !== undefined) {
      const [a, b] = seasonRange(season, year);
      const label = season === 'winter' ? `winter ${year}/${String(year + 1).slice(2)}` : `${season} ${year}`;
      return fixed(len, frame(label, a, b, today));
    }
    const r = nextYearly(today, (y) => {
      const range = seasonRange(season, y);
      // "next summer" skips a season already under way
      if (mod === 'next' && range[0] <= today) return null;
      return range;
    });
    if (!r) return null;
    const label = season === 'winter' ? `winter ${r[2]}/${String(r[2] + 1).slice(2)}` : `${season} ${r[2]}`;
    return fixed(len, frame(label, r[0], r[1], today));
  }

  // named festivals of the year
  const named = matchNamedPeriod(words, i + k, today);
  if (named) return { length: named.length + k, resolve: named.resolve };

  // early/mid/late/end of/start of + month
  let part: 'early' | 'mid' | 'late' | undefined;
  let p = k;
  if (/^(early|beginning|start)$/.test(w(p))) part = 'early';
  else if (/^(mid|middle)$/.test(w(p))) part = 'mid';
  else if (/^(late|end)$/.test(w(p))) part = 'late';
  if (part) {
    p++;
    if (w(p) === 'of') p++;
  }

  // day + month: 5 august, 5th of august
  const dayFirst = ordinal(w(p));
  if (dayFirst !== null && !part) {
    let q = p + 1;
    if (w(q) === 'of') q++;
    const m = monthName(w(q), w(q - 1), w(q + 1));
    if (m) return dayOfMonth(m, dayFirst, w(q + 1), q + 1, today);
  }

  const month = monthName(w(p), p > 0 ? w(p - 1) : words[i - 1], w(p + 1));
  if (month) {
    if (!part && isBankHolidayAt(words, i + p + 1)) {
      const narrow =
        month === 5 && w(p) === 'may' && w(p - 1) === 'early'
          ? (h: number) => dayParts(h).month === 5 && dayParts(h).date <= 7
          : (h: number) => dayParts(h).month === month;
      return bankHoliday(words, i + p + 1, p + 1, today, narrow, `${MONTH_NAMES[month - 1]} `);
    }
    if (!part && /^(half|halfterm)$/.test(w(p + 1))) {
      const ht = halfTerm(words, i + p + 1, today, month);
      if (ht) return { length: p + 1 + ht.length, resolve: ht.resolve };
    }
    // month + day: august 5th
    const dayAfter = !part ? ordinal(w(p + 1)) : null;
    if (dayAfter !== null && !isYear(w(p + 1))) return dayOfMonth(month, dayAfter, w(p + 2), p + 2, today);
    let len = p + 1;
    let year: number | undefined;
    if (isYear(w(p + 1))) [year, len] = [Number(w(p + 1)), p + 2];
    if (year === undefined) {
      const r = nextYearly(today, (y) => monthRange(y, month));
      if (!r) return null;
      year = r[2];
      if (mod === 'next' && year === todayParts.year && month === todayParts.month) year++;
    }
    let [a, b] = monthRange(year, month);
    if (part === 'early') b = a + 9;
    else if (part === 'mid') [a, b] = [a + 10, a + 19];
    else if (part === 'late') a = a + 20;
    const label = `${part ? `${part} ` : ''}${MONTH_NAMES[month - 1]} ${year}`;
    return fixed(len, frame(label, a, b, today));
  }

  if (k === 0 && isYear(w(0))) {
    const y = Number(w(0));
    return fixed(1, frame(String(y), firstDayOfMonth(y, 1), lastDayOfMonth(y, 12), today));
  }
  if (k === 0 && isBankHolidayAt(words, i)) return bankHoliday(words, i, 0, today, undefined, '');
  if (k === 0 && /^(half|halfterm)$/.test(w(0))) return halfTerm(words, i, today, undefined);
  return null;
}

function dayOfMonth(month: number, date: number, maybeYear: string, consumed: number, today: number): TimeMatch | null {
  let year: number;
  let length = consumed;
  if (isYear(maybeYear)) {
    year = Number(maybeYear);
    length++;
  } else {
    const r = nextYearly(today, (y) => {
      const d = firstDayOfMonth(y, month) + date - 1;
      return [d, d];
    });
    if (!r) return null;
    year = r[2];
  }
  if (date > dayParts(lastDayOfMonth(year, month)).date) return null;
  const day = firstDayOfMonth(year, month) + date - 1;
  return fixed(length, frame(formatDayRange(day, day), day, day, today));
}

/**
 * English school half-terms, approximated: the week of the third Monday of February, the week
 * of the spring bank holiday (last Monday of May), the week of the Monday in 21–27 October;
 * each with the weekends either side.
 */
function halfTermRange(year: number, month: 2 | 5 | 10): [number, number] {
  let monday: number;
  if (month === 5) {
    monday = lastDayOfMonth(year, 5);
    while (dayParts(monday).weekday !== 1) monday--;
  } else {
    monday = dayNumber(iso(year, month, month === 2 ? 15 : 21));
    while (dayParts(monday).weekday !== 1) monday++;
  }
  return [monday - 2, monday + 6];
}

function halfTerm(words: string[], j: number, today: number, month: number | undefined): TimeMatch | null {
  let length: number;
  if (words[j] === 'halfterm') length = 1;
  else if (words[j] === 'half' && /^(term|terms)$/.test(words[j + 1] ?? '')) length = 2;
  else return null;
  if (/^(holiday|holidays|hols|break|week)$/.test(words[j + length] ?? '')) length++;
  const terms: Array<2 | 5 | 10> = month === 2 || month === 5 || month === 10 ? [month] : [2, 5, 10];
  if (month !== undefined && terms.length !== 1) return null;
  let best: [number, number, number, 2 | 5 | 10] | null = null;
  for (const t of terms) {
    const r = nextYearly(today, (y) => halfTermRange(y, t));
    if (r && (!best || r[0] < best[0])) best = [r[0], r[1], r[2], t];
  }
  if (!best) return null;
  const [a, b, y, t] = best;
  return fixed(length, frame(`${MONTH_NAMES[t - 1]} half term ${y}`, a, b, today));
}

/** Christmas, New Year, Easter, Halloween, bonfire night, Valentine's, midsummer, half term. */
function matchNamedPeriod(words: string[], j: number, today: number): TimeMatch | null {
  const w = (k: number) => words[j + k] ?? '';
  const yearly = (length: number, name: string, build: (y: number) => [number, number]): TimeMatch | null => {
    let len = length;
    let r: [number, number, number] | null;
    if (isYear(w(length))) {
      const y = Number(w(length));
      const range = build(y);
      r = [range[0], range[1], y];
      len++;
    } else {
      r = nextYearly(today, build);
    }
    if (!r) return null;
    return fixed(len, frame(`${name} ${r[2]}`, r[0], r[1], today));
  };
  const d = (y: number, m: number, dd: number) => dayNumber(iso(y, m, dd));

  if (w(0) === 'christmas' || w(0) === 'xmas' || w(0) === 'crimbo') {
    if (isBankHolidayAt(words, j + 1)) {
      return bankHoliday(words, j + 1, 1, today, (h) => dayParts(h).month === 12, 'Christmas ');
    }
    if (w(1) === 'eve') return yearly(2, 'Christmas Eve', (y) => [d(y, 12, 24), d(y, 12, 24)]);
    if (w(1) === 'day') return yearly(2, 'Christmas Day', (y) => [d(y, 12, 25), d(y, 12, 25)]);
    const len = /^(holidays|holiday|hols|period|season|time|week)$/.test(w(1)) ? 2 : 1;
    return yearly(len, 'Christmas', (y) => [d(y, 12, 1), d(y, 12, 26)]);
  }
  if (w(0) === 'boxing' && w(1) === 'day') return yearly(2, 'Boxing Day', (y) => [d(y, 12, 26), d(y, 12, 26)]);
  if (w(0) === 'festive' && /^(season|period|break)$/.test(w(1))) {
    return yearly(2, 'festive season', (y) => [d(y, 12, 1), d(y + 1, 1, 1)]);
  }
  if ((w(0) === 'new' && /^(year|years|yr)$/.test(w(1))) || w(0) === 'nye' || w(0) === 'hogmanay' || w(0) === 'newyear') {
    let len = w(0) === 'new' ? 2 : 1;
    if (w(len) === 'eve') len++;
    else if (w(len) === 'day') {
      return yearly(len + 1, "New Year's Day", (y) => [d(y, 1, 1), d(y, 1, 1)]);
    }
    const name = w(0) === 'hogmanay' ? 'Hogmanay' : 'New Year';
    // named by the year it ends in: "New Year 2027" is the night of 31 Dec 2026
    return yearly(len, name, (y) => [d(y - 1, 12, 29), d(y, 1, 2)]);
  }
  if (w(0) === 'easter') {
    if (isBankHolidayAt(words, j + 1)) {
      return bankHoliday(words, j + 1, 1, today, (h) => Math.abs(h - easterSunday(dayParts(h).year)) <= 2, 'Easter ');
    }
    if (/^(holidays|holiday|hols|break)$/.test(w(1))) {
      return yearly(2, 'Easter holidays', (y) => [easterSunday(y) - 9, easterSunday(y) + 8]);
    }
    const len = /^(weekend|sunday|monday|friday)$/.test(w(1)) ? 2 : 1;
    return yearly(len, 'Easter', (y) => [easterSunday(y) - 2, easterSunday(y) + 1]);
  }
  if (w(0) === 'halloween' || w(0) === 'hallowe' || w(0) === 'halloweens') {
    return yearly(1, 'Halloween', (y) => [d(y, 10, 25), d(y, 11, 1)]);
  }
  if ((w(0) === 'bonfire' || w(0) === 'fireworks') && w(1) === 'night') {
    return yearly(2, 'Bonfire Night', (y) => [d(y, 11, 1), d(y, 11, 8)]);
  }
  if (w(0) === 'guy' && w(1) === 'fawkes') {
    return yearly(w(2) === 'night' ? 3 : 2, 'Bonfire Night', (y) => [d(y, 11, 1), d(y, 11, 8)]);
  }
  if (w(0) === 'valentines' || (w(0) === 'valentine' && w(1) === 's')) {
    return yearly(w(1) === 'day' ? 2 : 1, "Valentine's", (y) => [d(y, 2, 10), d(y, 2, 16)]);
  }
  if (w(0) === 'midsummer' || (w(0) === 'summer' && w(1) === 'solstice')) {
    return yearly(w(0) === 'midsummer' ? 1 : 2, 'Midsummer', (y) => [d(y, 6, 19), d(y, 6, 24)]);
  }
  return null;
}
