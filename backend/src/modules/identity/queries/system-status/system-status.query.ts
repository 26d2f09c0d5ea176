import { Query } from '@nestjs/cqrs';

export interface SystemStatusView {
  status: 'Operational' | 'Degraded' | 'Down';
  checkedAt: string;
  database: { status: 'up' | 'down'; latencyMs: number | null };
  readModel: { status: 'up' | 'catching-up' | 'down'; adapter: 'embedded' | 'elasticsearch'; documents: number | null };
  bus: { adapter: 'in-process' | 'kafka' };
  /** `parked`: events set aside after failing; the runner re-reads the log on failure instead, so always 0 today. */
  projections: Array<{ name: string; checkpoint: number; lag: number | null; parked: number }>;
  mail: { adapter: 'embedded' | 'smtp'; pending: number | null; failed: number | null };
  uptimeSeconds: number;
  version: string;
}

export class GetSystemStatusQuery extends Query<SystemStatusView> {}
