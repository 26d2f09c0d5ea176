import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random link tokens. Confirmation tokens are stored hashed (single use, short-lived); the
 * unsubscribe token is stored as is because every future newsletter mail must carry it. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Rejects junk before it reaches the database. */
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
