/**
 * Parses the bulk enhancement's event ids (spec: comma-separated; also accepted as an array). Plain TypeScript, so
 * the admin screen shows the same messages before sending as the server gives back.
 */
export const BULK_MAX_EVENTS = 50;
export const INVALID_IDS_MESSAGE = 'Invalid Input: Please enter valid event IDs separated by commas';
export const TOO_MANY_MESSAGE = 'Too Many Events: Maximum 50 events can be processed at once';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ParsedIds = { ok: true; ids: string[] } | { ok: false; message: string };

export function parseEventIds(input: string | readonly string[]): ParsedIds {
  const parts = (typeof input === 'string' ? input.split(',') : input.flatMap((p) => String(p).split(','))).map((p) => p.trim().toLowerCase()).filter(Boolean);
  const ids = [...new Set(parts.filter((p) => ID.test(p)))];
  if (ids.length === 0) return { ok: false, message: INVALID_IDS_MESSAGE };
  if (ids.length > BULK_MAX_EVENTS) return { ok: false, message: TOO_MANY_MESSAGE };
  return { ok: true, ids };
}
