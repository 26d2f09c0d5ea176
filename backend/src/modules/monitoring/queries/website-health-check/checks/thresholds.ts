/** Where each check turns from pass to warning to fail (documented in docs/health-monitor.md). */
export const THRESHOLDS = {
  databaseLatencyMs: { warning: 100, fail: 1000 },
  /** Share of draft/published events with at least one data-quality problem. */
  invalidShare: { warning: 0, fail: 0.25 },
  searchLatencyMs: { warning: 300, fail: 2000 },
  apiP95Ms: { warning: 500, fail: 2000 },
  /** A due mail waiting longer than this means the outbox is not being delivered. */
  mailWaitMinutes: { warning: 10, fail: 60 },
  /** Mails given up on in the last 24 h. */
  mailFailedLastDay: { warning: 1, fail: 10 },
  discoveryAgeDays: { warning: 7 },
  eventLoopLagP99Ms: { warning: 100, fail: 500 },
  heapShare: { warning: 0.7, fail: 0.9 },
  /** Published events missing from the sitemap. */
  sitemapCoverage: { warning: 1, fail: 0.9 },
} as const;

export function grade(value: number, t: { warning: number; fail?: number }, higherIsWorse = true): 'pass' | 'warning' | 'fail' {
  if (higherIsWorse) {
    if (t.fail !== undefined && value >= t.fail) return 'fail';
    return value > t.warning ? 'warning' : 'pass';
  }
  if (t.fail !== undefined && value < t.fail) return 'fail';
  return value < t.warning ? 'warning' : 'pass';
}
