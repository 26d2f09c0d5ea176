/** The shape of the health monitor's answer (spec: admin-console.md §3 "Health check result"). */
export type CheckStatus = 'pass' | 'warning' | 'fail';
export type OverallStatus = 'healthy' | 'warning' | 'error';

export interface HealthCheck {
  name: string;
  status: CheckStatus;
  message: string;
  /** How long the check itself took, in ms. */
  responseTime?: number;
  details?: Record<string, unknown>;
}

export interface HealthReport {
  status: OverallStatus;
  timestamp: string;
  overallScore: number;
  summary: string;
  checks: HealthCheck[];
}

export const CHECK_NAMES = [
  'Database Health',
  'Event Data Integrity',
  'Search Functionality',
  'API Performance',
  'External Dependencies',
  'Security Configuration',
  'Email Service Health',
  'AI Services Health',
  'Event Scraping Systems',
  'Newsletter System',
  'SEO Configuration',
  'Performance Metrics',
] as const;

const POINTS: Record<CheckStatus, number> = { pass: 100, warning: 50, fail: 0 };

/** Score = mean of 100 per pass, 50 per warning, 0 per fail; any fail makes the site "error", any warning "warning". */
export function summarise(checks: HealthCheck[], now: Date): HealthReport {
  const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
  const fails = count('fail');
  const warnings = count('warning');
  const overallScore = checks.length === 0 ? 0 : Math.round(checks.reduce((sum, c) => sum + POINTS[c.status], 0) / checks.length);
  const status: OverallStatus = fails > 0 ? 'error' : warnings > 0 ? 'warning' : 'healthy';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  // Each list names exactly the checks its count counts ("2 failed: a, b"), not failures and warnings together.
  const named = (s: CheckStatus) =>
    checks
      .filter((c) => c.status === s)
      .map((c) => c.name)
      .join(', ');
  const summary =
    status === 'healthy'
      ? `All ${checks.length} checks passed.`
      : [
          `${plural(count('pass'), 'check')} passed`,
          warnings > 0 ? `${plural(warnings, 'warning')} (${named('warning')})` : null,
          fails > 0 ? `${fails} failed (${named('fail')})` : null,
        ]
          .filter(Boolean)
          .join(', ') + '.';
  return { status, timestamp: now.toISOString(), overallScore, summary, checks };
}

/** Runs one check, timing it; a check that throws is a failed check, never a failed report. */
export async function timed(name: string, run: () => Promise<Omit<HealthCheck, 'name' | 'responseTime'>>): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const result = await run();
    return { name, ...result, responseTime: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { name, status: 'fail', message: `Check failed: ${(error as Error).message}`, responseTime: Math.round((performance.now() - started) * 10) / 10 };
  }
}
