import { escapeText, foldLine, icalDate, icalUtc } from './ical-text';
import { entryLines } from '../feed-entry-text';
import { entryCache, eventUrl, Feed, FeedParts } from '../feed';
import type { FollowedEvent } from '../../../events/queries/followed-events/followed-events.query';

/** Europe/London since 1996 (EU rules): last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC. */
const LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZNAME:BST',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:GMT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * An RFC 5545 calendar of a feed. Festivals are whole UK days, so each confirmed event is an all-day VEVENT
 * (DTSTART;VALUE=DATE, exclusive DTEND). Events whose dates are only expected get no VEVENT (a calendar entry would
 * invent a day): they are named in the calendar's description until their dates are confirmed. No METHOD, so
 * DTSTAMP is the event's last change and the body stays the same between polls (ETag, 304).
 */
export function renderICalendar(feed: Feed): FeedParts {
  const confirmed = feed.events.filter((e) => e.view.datesConfirmed);
  const expected = feed.events.filter((e) => !e.view.datesConfirmed && !e.cancelled);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Festival Finder//Feeds//EN',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(feed.title)}`,
    `X-WR-CALNAME:${escapeText(feed.title)}`,
    `DESCRIPTION:${escapeText(calendarDescription(feed, expected))}`,
    `X-WR-CALDESC:${escapeText(calendarDescription(feed, expected))}`,
    'X-WR-TIMEZONE:Europe/London',
    `URL:${feed.pageUrl}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...LONDON,
  ];
  const events = confirmed.map((e) => cached(e, feed.siteUrl, () => vevent(feed, e).map(foldLine).join('\r\n')));
  return { head: `${lines.map(foldLine).join('\r\n')}\r\n`, entries: events, separator: '\r\n', tail: `${events.length ? '\r\n' : ''}END:VCALENDAR\r\n` };
}

const cached = entryCache();

function calendarDescription(feed: Feed, expected: FollowedEvent[]): string {
  const parts = [feed.description];
  if (feed.notice) parts.push(feed.notice);
  if (expected.length) {
    parts.push('Dates still to be confirmed (added to this calendar once they are):');
    for (const e of expected) parts.push(`• ${e.view.title} — ${entryLines(e.view).dates} — ${eventUrl(feed.siteUrl, e.view.id)}`);
  }
  return parts.join('\n');
}

function vevent(feed: Feed, e: FollowedEvent): string[] {
  const v = e.view;
  const lines = entryLines(v);
  const url = eventUrl(feed.siteUrl, v.id);
  const out = [
    'BEGIN:VEVENT',
    // The same UID as the event page's "Add to calendar" file, so a subscribed calendar and a saved event are one.
    `UID:${v.id}@festivalfinder`,
    `DTSTAMP:${icalUtc(e.updatedAt)}`,
    `LAST-MODIFIED:${icalUtc(e.updatedAt)}`,
    `SEQUENCE:${e.version}`,
    `DTSTART;VALUE=DATE:${icalDate(v.startDate)}`,
    `DTEND;VALUE=DATE:${icalDate(v.endDate, 1)}`,
    `SUMMARY:${escapeText(e.cancelled ? `Cancelled: ${v.title}` : v.title)}`,
    `DESCRIPTION:${escapeText([lines.dates, lines.place, lines.price, url].join('\n'))}`,
    `LOCATION:${escapeText(lines.place)}`,
    `URL:${url}`,
    `CATEGORIES:${escapeText(v.categoryName)}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
  ];
  if (v.latitude !== null && v.longitude !== null) out.push(`GEO:${v.latitude.toFixed(6)};${v.longitude.toFixed(6)}`);
  out.push('END:VEVENT');
  return out;
}
