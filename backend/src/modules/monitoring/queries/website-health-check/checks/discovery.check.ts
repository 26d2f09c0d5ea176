import { HealthCheck } from '../../../application/health-check';
import { HealthFacts } from '../../../application/ports/health-facts.port';
import { THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

/**
 * The latest event-discovery run, read from the operations log (any operation whose kind names discovery:
 * the discovery job `job:discover-*` or an admin-started `discovery.*` run). None yet is a warning.
 */
export async function eventScrapingSystems(facts: HealthFacts, now: Date): Promise<Result> {
  const last = await facts.latestDiscoveryRun();
  if (!last) return { status: 'warning', message: 'No discovery run yet', details: { lastRun: null } };
  const ageDays = Math.round(((now.getTime() - last.startedAt.getTime()) / 86_400_000) * 10) / 10;
  const details = { lastRun: { kind: last.kind, startedAt: last.startedAt.toISOString(), success: last.success, message: last.message }, ageDays };
  if (last.success === false) return { status: 'fail', message: `The last discovery run failed: ${last.message}`, details };
  if (last.success === null) return { status: 'pass', message: `A discovery run is in progress (started ${ageDays} days ago)`, details };
  if (ageDays > THRESHOLDS.discoveryAgeDays.warning) return { status: 'warning', message: `The last discovery run was ${ageDays} days ago`, details };
  return { status: 'pass', message: `The last discovery run succeeded ${ageDays} days ago: ${last.message}`, details };
}
