import { createHash } from 'node:crypto';
import { DomainError } from '../../../platform/domain/domain-error';
import { RateLimiter, RateLimitRule } from '../../../platform/rate-limit/rate-limiter';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export class TooManySignInAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'AUTH.TOO_MANY_ATTEMPTS',
      'rate-limited',
      `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      { retryAfterSeconds },
    );
  }
}

/**
 * Failed sign-ins per username and per IP on the shared PostgreSQL rate limiter: 5 failures in a fixed
 * 15-minute window block further attempts until the window ends (Retry-After says when). Only failures
 * count. The username is hashed in the counter key (a mistyped password typed as a username stays out).
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async ensureAllowed(username: string, ip: string): Promise<void> {
    const results = await Promise.all(this.rules(username, ip).map((r) => this.limiter.peek(r)));
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length) throw new TooManySignInAttemptsError(Math.max(...blocked.map((b) => b.retryAfterSeconds)));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await Promise.all(this.rules(username, ip).map((r) => this.limiter.hit(r)));
  }

  private rules(username: string, ip: string): RateLimitRule[] {
    const user = createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
    const base = { limit: LOGIN_FAILURE_LIMIT, windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS, mode: 'fixed' as const };
    return [
      { key: `login:user:${user}`, ...base },
      { key: `login:ip:${ip}`, ...base },
    ];
  }
}
