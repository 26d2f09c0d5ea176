import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'ffp_';

/**
 * A new partner key: 32 random bytes (256 bits). Stored as its SHA-256 only: with that much entropy a fast hash
 * cannot be reversed by guessing, so a slow password hash (argon2) would add cost to every API call and no safety.
 */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashApiKey(key), prefix: key.slice(0, KEY_PREFIX.length + 6) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
