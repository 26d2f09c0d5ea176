import { shouldRemove, verdictOfError, verdictOfStatus } from './link-verdict';

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
    expect(shouldRemove(now, 'dead', [{ checkedAt: hoursAgo(30), verdict: 'dead' }, { checkedAt: hoursAgo(10), verdict: 'ok' }])).toBe(false);
    expect(shouldRemove(now, 'dead', [{ checkedAt: hoursAgo(30), verdict: 'dead' }, { checkedAt: hoursAgo(10), verdict: 'inconclusive' }])).toBe(true);
    expect(shouldRemove(now, 'inconclusive', [{ checkedAt: hoursAgo(48), verdict: 'dead' }])).toBe(false);
  });
});
