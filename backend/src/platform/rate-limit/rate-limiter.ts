import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../domain/domain-error';
import { Clock } from '../time/clock';

/** One limit: at most `limit` hits per `windowSeconds` for `key` (e.g. `newsletter:ip:1.2.3.4`). */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** `sliding` (default) weights the previous window by how much of it still overlaps; `fixed` counts only the current one. */
  mode?: 'sliding' | 'fixed';
}

export interface RateLimitResult {
  allowed: boolean;
  /** Estimated hits in the window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/** A hit taken ahead of the work it limits (see reserve); released if the work turns out not to count. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

export type ReserveResult = { allowed: true; reservation: Reservation } | { allowed: false; retryAfterSeconds: number };

/** The one text every 429 carries (the spec's toast wording). */
export const RATE_LIMIT_MESSAGE = 'Please wait a moment before trying again.';

/**
 * Rate limits stored in PostgreSQL so they hold across app instances. Each hit is one atomic upsert on
 * (key, window start); a sliding window is approximated from the current and the previous fixed window
 * (the Cloudflare method), which needs no per-hit rows and is exact enough for abuse control.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async hit(rule: RateLimitRule): Promise<RateLimitResult> {
    const windowMs = rule.windowSeconds * 1000;
    const now = this.clock.now().getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    const rows: Array<{ current: number; previous: number }> = await this.db.query(
      `WITH hit AS (
         INSERT INTO rate_limit_counters (key, window_start, count, expires_at)
         VALUES ($1, $2, 1, $3)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
         RETURNING count
       )
       SELECT (SELECT count FROM hit)::int AS current,
              COALESCE((SELECT count FROM rate_limit_counters WHERE key = $1 AND window_start = $4), 0)::int AS previous`,
      [rule.key, new Date(start), new Date(start + 2 * windowMs), new Date(start - windowMs)],
    );
    const { current, previous } = rows[0];
    const overlap = rule.mode === 'fixed' ? 0 : 1 - (now - start) / windowMs;
    const count = current + Math.floor(previous * overlap);
    const allowed = count <= rule.limit;
    return { allowed, count, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
  }

  /**
   * Takes one of a fixed window's `limit` slots atomically, before the work it limits: the increment happens only
   * while the count is below the limit, so however many requests arrive at once, at most `limit` get a slot.
   * (Reading the count first and hitting after the work let every parallel request through the read.)
   */
  async reserve(rule: RateLimitRule): Promise<ReserveResult> {
    const windowMs = rule.windowSeconds * 1000;
    const now = this.clock.now().getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    const rows: unknown[] = await this.db.query(
      `INSERT INTO rate_limit_counters (key, window_start, count, expires_at)
       VALUES ($1, $2, 1, $3)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
       WHERE rate_limit_counters.count < $4
       RETURNING count`,
      [rule.key, new Date(start), new Date(start + 2 * windowMs), rule.limit],
    );
    if (rows.length === 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
    return { allowed: true, reservation: { key: rule.key, windowStart: new Date(start) } };
  }

  /** Gives a reserved slot back (in the window it was taken from, even if a new window has begun since). */
  async release(reservation: Reservation): Promise<void> {
    await this.db.query(`UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0`, [
      reservation.key,
      reservation.windowStart,
    ]);
  }

  /** Counts a hit against every rule (all are counted, so a blocked client keeps paying) and throws 429 if any is over. */
  async enforce(rules: RateLimitRule[]): Promise<void> {
    const results = await Promise.all(rules.map((r) => this.hit(r)));
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length) {
      throw new DomainError('RATE_LIMITED', 'rate-limited', RATE_LIMIT_MESSAGE, {
        retryAfterSeconds: Math.max(...blocked.map((b) => b.retryAfterSeconds)),
      });
    }
  }

  /** Drops counters whose windows can no longer matter. */
  async purgeExpired(): Promise<number> {
    const res: [unknown[], number] = await this.db.query(`DELETE FROM rate_limit_counters WHERE expires_at < $1`, [this.clock.now()]);
    return res[1] ?? 0;
  }
}
