/** After this many failed attempts a row is parked as `failed` (kept, logged, visible to operators). */
export const MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min, … capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
