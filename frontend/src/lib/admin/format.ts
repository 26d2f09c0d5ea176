/** Dates shown in en-GB format (spec section 9). */
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A calendar date (YYYY-MM-DD) shown without shifting it through time zones. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  return dateOnly.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)));
}

/** A run of days as people write it: "12–14 Sept 2027", "30 Sept – 2 Oct 2027", one day alone. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!end || end === start) return formatDay(start);
  const [a, b] = [formatDay(start).split(' '), formatDay(end).split(' ')];
  if (a.length !== 3 || b.length !== 3) return `${formatDay(start)} – ${formatDay(end)}`;
  if (a[2] !== b[2]) return `${a.join(' ')} – ${b.join(' ')}`;
  if (a[1] !== b[1]) return `${a[0]} ${a[1]} – ${b.join(' ')}`;
  return `${a[0]}–${b.join(' ')}`;
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
