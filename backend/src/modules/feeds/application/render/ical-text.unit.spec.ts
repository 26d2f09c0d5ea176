import { escapeText, foldLine, icalDate, icalUtc } from './ical-text';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'ŵ'.repeat(60)}🎻${'x'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('writes all-day dates (with the exclusive end) and UTC times', () => {
    expect(icalDate('2027-12-31', 1)).toBe('20280101');
    expect(icalDate('2028-02-28', 1)).toBe('20280229');
    expect(icalUtc('2026-11-22T12:00:05.123Z')).toBe('20261122T120005Z');
  });
});
