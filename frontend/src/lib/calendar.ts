/** "Add to calendar": the all-day date range and a Google Calendar link (the .ics file is in calendar-ics.ts). */

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
