/** UK wall-clock (Europe/London) date and time fields to and from instants, across clock changes. */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function ukFields(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { year: +p.year!, month: +p.month!, day: +p.day!, hour: +p.hour!, minute: +p.minute! };
}

/** Minutes UK time is ahead of UTC at `ms` (0 in winter, 60 in summer). */
function offsetMinutes(ms: number): number {
  const f = ukFields(new Date(ms));
  return Math.round((Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** "2027-03-01" + "09:30" read as UK time → the instant as ISO 8601 UTC; null when either is not filled in. */
export function ukWallTimeToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const guess = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  const first = guess - offsetMinutes(guess) * 60_000;
  return new Date(guess - offsetMinutes(first) * 60_000).toISOString();
}

/** An instant as the UK date and time fields ("2027-03-01", "09:30"). */
export function isoToUkWallTime(iso: string): { date: string; time: string } {
  const f = ukFields(new Date(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${f.year}-${two(f.month)}-${two(f.day)}`, time: `${two(f.hour)}:${two(f.minute)}` };
}
