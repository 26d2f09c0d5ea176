/**
 * "Add to calendar" as an RFC 5545 .ics file, written by ical-generator: it escapes text and folds long lines at 75
 * octets of UTF-8 without splitting a character, so accented Welsh titles and emoji reach the calendar intact.
 * Loaded only when a visitor asks for the file (dynamic import), so the library never weighs on a page load.
 */
import ical from 'ical-generator';
import { calendarRange, type CalendarEventInput } from './calendar';

/** YYYYMMDD as a Date at UTC midnight: all-day dates are written from the UTC fields (no time zone is set). */
function utcDay(compact: string): Date {
  return new Date(Date.UTC(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)) - 1, Number(compact.slice(6, 8))));
}

export function buildIcs(event: CalendarEventInput, now: Date = new Date()): string | null {
  const range = calendarRange(event.startDate, event.endDate);
  if (!range) return null;
  const calendar = ical({ prodId: { company: 'Festival Finder', product: 'Events', language: 'EN' } });
  calendar.createEvent({
    id: `${event.id}@festivalfinder`,
    stamp: now,
    allDay: true,
    start: utcDay(range.start),
    // DTEND of an all-day event is exclusive: the day after the last day.
    end: utcDay(range.end),
    summary: event.title,
    description: event.description || null,
    location: event.location || null,
    url: event.url || null,
  });
  return calendar.toString();
}
