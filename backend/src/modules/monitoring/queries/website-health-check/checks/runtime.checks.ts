import { HealthCheck } from '../../../application/health-check';
import { RequestTimings } from '../../../application/request-timings';
import { RuntimeStats } from '../../../application/runtime-stats';
import { grade, THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

/** Latency percentiles of the requests this process has served (the last 2,048). */
export async function apiPerformance(timings: RequestTimings): Promise<Result> {
  const p = timings.percentiles();
  if (!p) return { status: 'pass', message: 'No request timed yet since start-up', details: { requests: 0 } };
  const status = grade(p.p95, THRESHOLDS.apiP95Ms);
  return {
    status,
    message: `p50 ${p.p50} ms, p95 ${p.p95} ms over the last ${p.window} requests`,
    details: { requests: timings.count, window: p.window, p50Ms: p.p50, p95Ms: p.p95, p99Ms: p.p99, maxMs: p.max },
  };
}

export async function performanceMetrics(runtime: RuntimeStats): Promise<Result> {
  const s = runtime.snapshot();
  const heapShare = s.heapUsedMb / s.heapLimitMb;
  const lag = grade(s.eventLoopLagP99Ms, THRESHOLDS.eventLoopLagP99Ms);
  const heap = grade(heapShare, THRESHOLDS.heapShare);
  const status = lag === 'fail' || heap === 'fail' ? 'fail' : lag === 'warning' || heap === 'warning' ? 'warning' : 'pass';
  return {
    status,
    message: `Event-loop lag p99 ${s.eventLoopLagP99Ms} ms; heap ${s.heapUsedMb} of ${s.heapLimitMb} MB`,
    details: { ...s, heapPercent: Math.round(heapShare * 1000) / 10, node: process.version },
  };
}
