import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate, UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { DiscoveryRunView } from '../contracts/discovery.schemas';
import { DiscoveryRunRepository } from '../application/ports/discovery-run.repository.port';
import { DiscoveryRun, RunPhase } from '../domain/discovery-run.aggregate';
import { DiscoveryRunMapper } from './discovery-run.mapper';

type Row = Record<string, unknown>;

@Injectable()
export class SqlDiscoveryRunRepository extends DiscoveryRunRepository {
  constructor(
    private readonly db: DataSource,
    private readonly uow: UnitOfWork,
  ) {
    super();
  }

  async save(run: DiscoveryRun): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = entityManagerOf(tx);
      const s = run.state;
      await saveAggregate(manager, run, () =>
        manager.query(
          `INSERT INTO discovery_runs (id, kind, params, trigger, actor, status, phase, progress, started_at, finished_at, result, version)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
           ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, phase = EXCLUDED.phase, progress = EXCLUDED.progress,
             finished_at = EXCLUDED.finished_at, result = EXCLUDED.result, version = EXCLUDED.version`,
          [
            run.id,
            s.kind,
            JSON.stringify(s.params),
            s.trigger,
            s.actor,
            s.status,
            s.phase,
            s.progress,
            s.startedAt,
            s.finishedAt,
            s.result ? JSON.stringify(s.result) : null,
            run.version,
          ],
        ),
      );
    });
  }

  async load(id: string): Promise<DiscoveryRun | null> {
    const [row] = await this.db.query(`SELECT * FROM discovery_runs WHERE id = $1`, [id]);
    if (!row) return null;
    return DiscoveryRunMapper.toDomain(row);
  }

  async progress(id: string, phase: RunPhase, progress: number): Promise<void> {
    await this.db.query(`UPDATE discovery_runs SET phase = $2, progress = $3 WHERE id = $1 AND status = 'running'`, [id, phase, progress]);
  }

  async view(id: string): Promise<DiscoveryRunView | null> {
    const [row] = await this.db.query(`SELECT * FROM discovery_runs WHERE id = $1`, [id]);
    return row ? toView(row) : null;
  }

  async recent(limit: number): Promise<DiscoveryRunView[]> {
    const rows: Row[] = await this.db.query(`SELECT * FROM discovery_runs ORDER BY started_at DESC, id DESC LIMIT $1`, [limit]);
    return rows.map(toView);
  }

  async failAbandoned(message: string, now: Date): Promise<number> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM discovery_runs WHERE status = 'running'`);
    for (const { id } of rows) {
      const run = await this.load(id);
      if (!run) continue;
      run.fail(message, run.state.result, now);
      await this.save(run);
    }
    return rows.length;
  }
}

function toView(row: Row): DiscoveryRunView {
  return {
    id: String(row.id),
    kind: row.kind as DiscoveryRunView['kind'],
    params: (row.params as DiscoveryRunView['params']) ?? {},
    trigger: row.trigger as DiscoveryRunView['trigger'],
    actor: String(row.actor),
    status: row.status as DiscoveryRunView['status'],
    phase: row.phase as DiscoveryRunView['phase'],
    progress: Number(row.progress),
    startedAt: new Date(row.started_at as string).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at as string).toISOString() : null,
    result: (row.result as DiscoveryRunView['result']) ?? null,
  };
}
