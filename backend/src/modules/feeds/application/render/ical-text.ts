/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point. */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 §3.1 folding: lines longer than 75 octets are split with CRLF + a space, never inside a UTF-8 character
 * (a Welsh title's "ŵ" or an emoji reaches the calendar intact).
 */
export function foldLine(line: string): string {
  if (line.length <= 25 || (line.length <= 75 && !/[^\x20-\x7e]/.test(line))) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // a continuation line starts with the folding space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** YYYYMMDD of a UK calendar day (YYYY-MM-DD), optionally shifted by whole days. */
export function icalDate(isoDay: string, plusDays = 0): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10).replace(/-/g, '');
}

/** A UTC DATE-TIME (YYYYMMDDTHHMMSSZ). */
export function icalUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
