import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a 64-character verifier and its S256 challenge; states are 256-bit random, stored only as hashes. */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

export function s256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function hashState(state: string): string {
  return createHash('sha256').update(`tiktok-state:${state}`).digest('hex');
}
