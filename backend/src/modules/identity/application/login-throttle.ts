import { createHash } from 'node:crypto';
import { DomainError } from '../../../platform/domain/domain-error';
import { RateLimiter, RateLimitRule, Reservation } from '../../../platform/rate-limit/rate-limiter';
import { canonicalUsername } from '../domain/username';

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

/** A sign-in attempt's reserved slots: kept if the attempt fails, given back if it succeeds. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Failed sign-ins per username and per IP on the shared PostgreSQL rate limiter: 5 failures in a fixed
 * 15-minute window block further attempts until the window ends (Retry-After says when). Each attempt
 * reserves a slot in both counters before the password is verified (atomically, so parallel attempts cannot
 * all pass one read of the count) and gives it back when the password is right: only failures count, and at
 * most 5 verifications per window are ever run, however many attempts arrive at once. The username is keyed
 * by its canonical form (the one the account lookup uses), hashed (a password typed as a username stays out).
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async reserve(username: string, ip: string): Promise<SignInAttempt> {
    const taken: Reservation[] = [];
    for (const rule of this.rules(username, ip)) {
      const result = await this.limiter.reserve(rule);
      if (!result.allowed) {
        await this.giveBack(taken);
        throw new TooManySignInAttemptsError(result.retryAfterSeconds);
      }
      taken.push(result.reservation);
    }
    return { succeeded: () => this.giveBack(taken) };
  }

  private async giveBack(taken: Reservation[]): Promise<void> {
    await Promise.all(taken.map((r) => this.limiter.release(r)));
  }

  private rules(username: string, ip: string): RateLimitRule[] {
    const user = createHash('sha256').update(canonicalUsername(username)).digest('hex').slice(0, 32);
    const base = { limit: LOGIN_FAILURE_LIMIT, windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS, mode: 'fixed' as const };
    return [
      { key: `login:user:${user}`, ...base },
      { key: `login:ip:${ip}`, ...base },
    ];
  }
}
