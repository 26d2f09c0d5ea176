import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over campaign, subscriber and target: a redirect goes only to the link that was signed. */
export function trackingSignature(key: string, parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

export function validTrackingSignature(key: string, parts: string[], signature: string): boolean {
  const expected = Buffer.from(trackingSignature(key, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
