import { RateLimitRule } from '../../../platform/rate-limit/rate-limiter';

/** Limits for the newsletter's public endpoints (per client IP, per address hash). */
export const NewsletterLimits = {
  subscribeByIp: (ip: string): RateLimitRule[] => [
    { key: `newsletter:subscribe:ip:${ip}`, limit: 5, windowSeconds: 60 },
    { key: `newsletter:subscribe:ip-hour:${ip}`, limit: 30, windowSeconds: 3600 },
  ],
  subscribeByEmail: (emailHash: string): RateLimitRule[] => [{ key: `newsletter:subscribe:email:${emailHash}`, limit: 5, windowSeconds: 3600 }],
  linkByIp: (ip: string): RateLimitRule[] => [{ key: `newsletter:link:ip:${ip}`, limit: 30, windowSeconds: 60 }],
};
