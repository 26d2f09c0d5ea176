import { DataSource } from 'typeorm';
import { HealthCheck } from '../../../application/health-check';
import { THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

/**
 * The latest event-discovery run, read from the operations log (any operation whose kind names discovery:
 * the discovery job `job:discover-*` or an admin-started `discovery.*` run). None yet is a warning.
 */
export async function eventScrapingSystems(db: DataSource, now: Date): Promise<Result> {
  const [last] = await db.query(
    `SELECT kind, started_at, finished_at, success, message, data FROM operation_log
      WHERE kind ~ '(^|[:.])(discover|discovery|smart-discovery)' ORDER BY started_at DESC LIMIT 1`,
  );
  if (!last) return { status: 'warning', message: 'No discovery run yet', details: { lastRun: null } };
  const ageDays = Math.round(((now.getTime() - new Date(last.started_at).getTime()) / 86_400_000) * 10) / 10;
  const details = { lastRun: { kind: last.kind, startedAt: new Date(last.started_at).toISOString(), success: last.success, message: last.message }, ageDays };
  if (last.success === false) return { status: 'fail', message: `The last discovery run failed: ${last.message}`, details };
  if (last.success === null) return { status: 'pass', message: `A discovery run is in progress (started ${ageDays} days ago)`, details };
  if (ageDays > THRESHOLDS.discoveryAgeDays.warning) return { status: 'warning', message: `The last discovery run was ${ageDays} days ago`, details };
  return { status: 'pass', message: `The last discovery run succeeded ${ageDays} days ago: ${last.message}`, details };
}
