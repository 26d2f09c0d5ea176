import { discountOutage, shouldRemove, verdictOfError, verdictOfStatus } from './link-verdict';

const now = new Date('2026-11-23T04:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('link verdicts', () => {
  it('treats bot blocking and rate limits as no evidence, and a huge page as alive', () => {
    expect([200, 301, 403, 429, 404, 410, 500].map(verdictOfStatus)).toEqual(['ok', 'ok', 'inconclusive', 'inconclusive', 'dead', 'dead', 'dead']);
    expect(['FETCH.TIMEOUT', 'FETCH.TOO_MANY_REDIRECTS', 'FETCH.TOO_LARGE', 'FETCH.ROBOTS_DISALLOWED'].map(verdictOfError)).toEqual([
      'dead',
      'dead',
      'ok',
      'inconclusive',
    ]);
  });
});

describe('shouldRemove', () => {
  it('needs a failure at least a day before this one, with no success in between', () => {
    expect(shouldRemove(now, 'dead', [])).toBe(false);
    expect(shouldRemove(now, 'dead', [{ checkedAt: hoursAgo(23), verdict: 'dead' }])).toBe(false);
    expect(shouldRemove(now, 'dead', [{ checkedAt: hoursAgo(24), verdict: 'dead' }])).toBe(true);
    expect(
      shouldRemove(now, 'dead', [
        { checkedAt: hoursAgo(30), verdict: 'dead' },
        { checkedAt: hoursAgo(10), verdict: 'ok' },
      ]),
    ).toBe(false);
    expect(
      shouldRemove(now, 'dead', [
        { checkedAt: hoursAgo(30), verdict: 'dead' },
        { checkedAt: hoursAgo(10), verdict: 'inconclusive' },
      ]),
    ).toBe(true);
    expect(shouldRemove(now, 'inconclusive', [{ checkedAt: hoursAgo(48), verdict: 'dead' }])).toBe(false);
  });
});

describe('discountOutage', () => {
  const dead = (error: string | null, status: number | null = null) => ({ check: { verdict: 'dead' as const, status, error } });
  const ok = { check: { verdict: 'ok' as const, status: 200, error: null } };

  it('treats a run where nearly every link fails to connect as our outage', () => {
    const run = [...Array.from({ length: 9 }, () => dead('FETCH.NETWORK')), dead(null, 404)];
    const { results, outage } = discountOutage(run);
    expect(outage).toBe(true);
    expect(results.map((r) => r.check.verdict)).toEqual([...Array(9).fill('inconclusive'), 'dead']);
  });

  it('keeps ordinary failures dead', () => {
    const run = [dead('FETCH.NETWORK'), dead('FETCH.TIMEOUT'), ok, ok, ok, dead(null, 404)];
    expect(discountOutage(run)).toEqual({ results: run, outage: false });
    expect(discountOutage([dead('FETCH.NETWORK'), dead('FETCH.NETWORK')]).outage).toBe(false); // too few to tell
  });
});
