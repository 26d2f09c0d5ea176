import { createHash } from 'node:crypto';
import { z } from 'zod';

const emailSchema = z.string().email();

/** Trimmed and lower-cased: the form used for uniqueness, rate-limit keys and hashes. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > 254 || !emailSchema.safeParse(email).success) return null;
  return email;
}

/**
 * Stable pseudonym for event payloads and rate-limit keys: the event log is long-lived, so it carries a hash,
 * never the address. (An unsalted hash still matches a known address: that is what lets an erasure request
 * find its events, and it is no more than the address's owner already knows.)
 */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}
