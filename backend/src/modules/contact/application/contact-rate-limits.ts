import { RateLimitRule } from '../../../platform/rate-limit/rate-limiter';

export const ContactLimits = {
  challengeByIp: (ip: string): RateLimitRule[] => [{ key: `contact:challenge:ip:${ip}`, limit: 30, windowSeconds: 600 }],
  sendByIp: (ip: string): RateLimitRule[] => [
    { key: `contact:send:ip:${ip}`, limit: 10, windowSeconds: 600 },
    { key: `contact:send:ip-day:${ip}`, limit: 50, windowSeconds: 86_400 },
  ],
  sendByEmail: (emailHash: string): RateLimitRule[] => [{ key: `contact:send:email:${emailHash}`, limit: 3, windowSeconds: 3600 }],
};

/** How long an issued question can be answered. */
export const CHALLENGE_TTL_MS = 30 * 60_000;
