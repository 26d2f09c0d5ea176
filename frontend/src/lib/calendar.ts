/** "Add to calendar": an RFC 5545 .ics file and a Google Calendar link for an all-day event. */

export interface CalendarEventInput {
  id: string;
  title: string;
  description?: string | null;
  location?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  url?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function compactDay(day: string): string | null {
  const m = DAY.exec(day);
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}

/** All-day events end on the day after the last day (DTEND is exclusive). */
export function dayAfter(day: string): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

export function calendarRange(startDate?: string | null, endDate?: string | null): { start: string; end: string } | null {
  if (!startDate) return null;
  const start = compactDay(startDate);
  const end = dayAfter(endDate && DAY.test(endDate) ? endDate : startDate);
  return start && end ? { start, end } : null;
}

/** Escapes text per RFC 5545 (backslash, semicolon, comma, newline). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds lines longer than 75 octets (approximated by characters). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 75) {
    parts.push(rest.slice(0, 75));
    rest = ` ${rest.slice(75)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function buildIcs(event: CalendarEventInput, now: Date = new Date()): string | null {
  const range = calendarRange(event.startDate, event.endDate);
  if (!range) return null;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Festival Finder//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@festivalfinder`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${range.start}`,
    `DTEND;VALUE=DATE:${range.end}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    event.description ? `DESCRIPTION:${escapeIcsText(event.description)}` : '',
    event.location ? `LOCATION:${escapeIcsText(event.location)}` : '',
    event.url ? `URL:${event.url}` : '',
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter(Boolean);
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function googleCalendarUrl(event: CalendarEventInput): string | null {
  const range = calendarRange(event.startDate, event.endDate);
  if (!range) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${range.start}/${range.end}`,
    details: [event.description ?? '', event.url ?? ''].filter(Boolean).join('\n\n').slice(0, 1500),
    location: event.location ?? '',
    ctz: 'Europe/London',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
