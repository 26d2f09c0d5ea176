import { createHash } from 'node:crypto';

/** A short, non-reversible label of the session id for the dashboard (never the id itself). */
export function sessionFingerprint(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 8);
}
