/** Date display rules (spec: en-GB; missing → "Date TBA"; unparsable → shown raw). Pure, timezone-safe. */

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A UK calendar day "YYYY-MM-DD" is read as that day; anything else as an instant shown in Europe/London. */
export function parseDisplayDate(value: string): { date: Date; timeZone: string } | null {
  if (DAY_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return Number.isNaN(date.getTime()) || date.getUTCDate() !== d ? null : { date, timeZone: 'UTC' };
  }
  // Only ISO timestamps: engines parse free text like "Summer 2027" leniently into 1 January.
  if (!ISO_INSTANT.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'Europe/London' };
}

// Intl formatters are costly to build (toLocaleDateString builds one per call): make each once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'short' | 'long', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      'en-GB',
      kind === 'short'
        ? { day: 'numeric', month: 'short', year: 'numeric', timeZone }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone },
    );
    formatters.set(key, f);
  }
  return f;
}

/** "17 Jul 2027" — day, short month, year. */
export function formatEventDate(value: string | null | undefined): string {
  if (!value || !value.trim()) return 'Date TBA';
  const parsed = parseDisplayDate(value.trim());
  if (!parsed) return value;
  // Calendar days need no time zone rules: skip building an Intl formatter (its first use costs ~100 ms on a slow phone).
  if (parsed.timeZone === 'UTC') return `${parsed.date.getUTCDate()} ${SHORT_MONTHS[parsed.date.getUTCMonth()]} ${parsed.date.getUTCFullYear()}`;
  return formatter('short', parsed.timeZone).format(parsed.date);
}

/** en-GB short month names as Intl writes them (September is "Sept"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "Saturday, 17 July 2027" — the shared long formatter. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value || !value.trim()) return 'Date TBA';
  const parsed = parseDisplayDate(value.trim());
  if (!parsed) return value;
  return formatter('long', parsed.timeZone).format(parsed.date);
}

/** True when the end date should be listed separately (present and different from the start). */
export function hasDistinctEndDate(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(end && end.trim() && end !== start);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let relative: Intl.RelativeTimeFormat | undefined;

/** News date: invalid or missing → "recently"; otherwise "3 days ago". */
export function formatRelativeNewsDate(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'recently';
  const parsed = parseDisplayDate(value);
  if (!parsed) return 'recently';
  const seconds = Math.round((parsed.date.getTime() - now.getTime()) / 1000);
  const rtf = (relative ??= new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The year the visitor is in, in the UK. */
let yearFormat: Intl.DateTimeFormat | undefined;
export function currentUkYear(now: Date = new Date()): number {
  yearFormat ??= new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });
  return Number(yearFormat.format(now));
}
