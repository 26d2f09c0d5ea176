/** UK wall-clock time (Europe/London, across clock changes) to and from instants; shared by the posting schedules. */
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface UkParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function ukParts(instant: Date): UkParts {
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour, minute: +p.minute, second: +p.second };
}

/** Minutes UK local time is ahead of UTC at `instant` (0 in winter, 60 in summer). */
function ukOffsetMinutes(instant: Date): number {
  const p = ukParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a UK wall-clock time happens (a time in the skipped spring hour lands an hour later). */
export function ukWallTime(year: number, month: number, day: number, hour: number, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - ukOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - ukOffsetMinutes(new Date(first)) * 60_000);
}
