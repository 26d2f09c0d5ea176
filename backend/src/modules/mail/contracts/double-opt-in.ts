import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimitRule } from '../../../platform/rate-limit/rate-limiter';

/**
 * The double opt-in rules every visitor sign-up by e-mail shares (the newsletter and search alerts): link tokens,
 * how long a confirmation link works, how often a pending address may be sent a fresh one, when unconfirmed sign-ups
 * are deleted, the public rate limits, and HMAC-signed links (no password) for pages a mail leads to.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_DAYS = 7;
/** A pending address asking again within this time gets no second mail (stops mail-bombing a stranger). */
export const RESEND_AFTER_MS = 60_000;
/** Sign-ups never confirmed are deleted after this many days. */
export const UNCONFIRMED_RETENTION_DAYS = 30;

/** 256-bit random link tokens. Confirmation tokens are stored hashed (single use, short-lived); unsubscribe tokens
 * are stored as they are because every future mail must carry them. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Rejects junk before it reaches the database. */
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** Limits for a sign-up form and its mail links (per client IP, per address hash); `scope` keeps each form's counters apart. */
export const signUpLimits = (scope: string) => ({
  subscribeByIp: (ip: string): RateLimitRule[] => [
    { key: `${scope}:subscribe:ip:${ip}`, limit: 5, windowSeconds: 60 },
    { key: `${scope}:subscribe:ip-hour:${ip}`, limit: 30, windowSeconds: 3600 },
  ],
  subscribeByEmail: (emailHash: string): RateLimitRule[] => [{ key: `${scope}:subscribe:email:${emailHash}`, limit: 5, windowSeconds: 3600 }],
  linkByIp: (ip: string): RateLimitRule[] => [{ key: `${scope}:link:ip:${ip}`, limit: 30, windowSeconds: 60 }],
});

/** HMAC-SHA256 over the parts with a per-installation key: a signed link names only what was signed. */
export function linkSignature(key: string, parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

export function validLinkSignature(key: string, parts: string[], signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(linkSignature(key, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
