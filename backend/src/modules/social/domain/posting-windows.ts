import { ukParts, ukWallTime } from '../../../platform/time/uk-wall-clock';

/**
 * The Facebook posting windows, in UK time (Europe/London, across clock changes): weekdays and Saturday
 * 08:00–09:00, Sunday 10:00–11:00 (the spec's "last-minute" weekend posts). Pure: the caller passes the instant.
 */
export const UK_TIME_ZONE = 'Europe/London';

export type WindowKind = 'weekday' | 'saturday' | 'sunday';

export interface PostingWindow {
  kind: WindowKind;
  /** UK calendar date of the window, YYYY-MM-DD. */
  ukDate: string;
  start: Date;
  end: Date;
}

/** Start hour (UK) by day of week, Sunday = 0. Each window lasts one hour. */
const START_HOUR = [10, 8, 8, 8, 8, 8, 8];
const WINDOW_MS = 60 * 60 * 1000;

/** What people read: "Weekdays 08:00–09:00, Saturday 08:00–09:00, Sunday 10:00–11:00 (UK time)". */
export const POSTING_SCHEDULE_TEXT = 'Weekdays 08:00–09:00, Saturday 08:00–09:00, Sunday 10:00–11:00 (UK time)';

function dayOfWeek(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The window on a UK calendar date. */
export function windowOn(year: number, month: number, day: number): PostingWindow {
  const dow = dayOfWeek(year, month, day);
  const start = ukWallTime(year, month, day, START_HOUR[dow]!);
  const ukDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { kind: dow === 0 ? 'sunday' : dow === 6 ? 'saturday' : 'weekday', ukDate, start, end: new Date(start.getTime() + WINDOW_MS) };
}

/** The window `instant` falls in, or null outside every window. */
export function postingWindowAt(instant: Date): PostingWindow | null {
  const p = ukParts(instant);
  const window = windowOn(p.year, p.month, p.day);
  return instant >= window.start && instant < window.end ? window : null;
}

/** The next `count` windows that start after `instant`. */
export function nextPostingWindows(instant: Date, count: number): PostingWindow[] {
  const p = ukParts(instant);
  const out: PostingWindow[] = [];
  for (let offset = 0; out.length < count && offset < count + 2; offset++) {
    const d = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
    const window = windowOn(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    if (window.start > instant) out.push(window);
  }
  return out;
}

const labelFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday 30 November, 08:00" in UK time. */
export function ukLabel(instant: Date): string {
  return labelFormat.format(instant).replace(' at ', ', ');
}
