import { startTestApp, TestApp } from '../testing/test-app';
import { FixedClock } from '../time/clock';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (PostgreSQL store)', () => {
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;
  let limiter: RateLimiter;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    limiter = t.app.get(RateLimiter);
  });
  afterAll(() => t?.close());

  it('counts concurrent hits exactly (atomic upsert) and blocks over the limit', async () => {
    const rule = { key: 'test:concurrent', limit: 25, windowSeconds: 60, mode: 'fixed' as const };
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(rule)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect(Math.min(...results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds))).toBeGreaterThan(0);
  });

  it('reserve: of 30 parallel reservations exactly `limit` succeed; a release gives one slot back, in its own window', async () => {
    clock.set(new Date('2026-11-22T10:30:00Z'));
    const rule = { key: 'test:reserve', limit: 5, windowSeconds: 900, mode: 'fixed' as const };
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve(rule)));
    const taken = results.flatMap((r) => (r.allowed ? [r.reservation] : []));
    expect(taken).toHaveLength(5);
    expect(results.filter((r) => !r.allowed).every((r) => !r.allowed && r.retryAfterSeconds === 900)).toBe(true);
    await limiter.release(taken[0]!);
    expect((await limiter.reserve(rule)).allowed).toBe(true);
    expect((await limiter.reserve(rule)).allowed).toBe(false);
    // A release after the window has turned gives back the old window's slot, not one of the new window's.
    clock.set(new Date('2026-11-22T10:45:00Z'));
    const fresh = await limiter.reserve(rule);
    await limiter.release(taken[1]!);
    const [{ count }] = await t.db.query(`SELECT count FROM rate_limit_counters WHERE key = $1 AND window_start = $2`, [
      rule.key,
      new Date('2026-11-22T10:45:00Z'),
    ]);
    expect(fresh.allowed).toBe(true);
    expect(count).toBe(1);
  });

  it('sliding window weights the previous window by its overlap', async () => {
    const rule = { key: 'test:sliding', limit: 10, windowSeconds: 60 };
    clock.set(new Date('2026-11-22T11:00:00Z'));
    for (let i = 0; i < 10; i++) expect((await limiter.hit(rule)).allowed).toBe(true);
    expect((await limiter.hit(rule)).allowed).toBe(false); // 11th in the same window
    clock.set(new Date('2026-11-22T11:01:15Z')); // 25% into the next window: 75% of 11 ≈ 8 still count
    const r = await limiter.hit(rule);
    expect(r.count).toBe(1 + Math.floor(11 * 0.75));
    expect(r.allowed).toBe(true);
    expect((await limiter.hit(rule)).allowed).toBe(true); // 10
    expect((await limiter.hit(rule)).allowed).toBe(false); // 11
    clock.set(new Date('2026-11-22T11:03:00Z')); // two windows later: fresh
    expect((await limiter.hit(rule)).count).toBe(1);
  });

  it('purges expired counters', async () => {
    clock.set(new Date('2026-11-22T13:00:00Z'));
    expect(await limiter.purgeExpired()).toBeGreaterThan(0);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM rate_limit_counters`);
    expect(n).toBe(0);
  });
});
