import { OperationsLog } from '../../../platform/operations/operations-log';

export interface ExpiryFigures {
  lastRunAt: string | null;
  success: boolean | null;
  expired: number | null;
}

/** The nightly expiry job's latest run, from the operations log (the clean-up reports it beside its own counts). */
export async function latestExpiry(operations: OperationsLog): Promise<ExpiryFigures> {
  const [last] = (await operations.list({ limit: 1, offset: 0, kind: 'job:expire-past-events' })).items;
  if (!last) return { lastRunAt: null, success: null, expired: null };
  const counts = (last.data.counts ?? {}) as Record<string, unknown>;
  return { lastRunAt: last.finishedAt ?? last.startedAt, success: last.success, expired: typeof counts.expired === 'number' ? counts.expired : null };
}
