import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { currentActor, describeActor } from '../actor/actor-context';
import { Clock } from '../time/clock';

export interface OperationRecord {
  id: string;
  /** What ran, e.g. `events.publish`, `job:expire-past-events`, `identity.login`. */
  kind: string;
  /** Who ran it: an admin's username, `job:<name>`, `cli` or `system`. */
  actor: string;
  startedAt: string;
  finishedAt: string | null;
  /** null while still running. */
  success: boolean | null;
  message: string;
  data: Record<string, unknown>;
}

export interface OperationOutcome {
  message: string;
  data?: Record<string, unknown>;
}

/**
 * The operations log: every admin action and background job leaves one row (what, who, when, outcome,
 * JSON data). The dashboard shows the latest ten; `GET /api/admin/operations` pages through all.
 * Never put secrets, password hashes or raw e-mail addresses in `data`.
 */
@Injectable()
export class OperationsLog {
  private readonly logger = new Logger('Operations');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Runs `work`, recording its start, end and outcome; a thrown error is recorded and rethrown. */
  async track<T extends OperationOutcome>(kind: string, work: (operationId: string) => Promise<T>): Promise<T> {
    const id = await this.begin(kind);
    try {
      const outcome = await work(id);
      await this.finish(id, true, outcome);
      return outcome;
    } catch (error) {
      await this.finish(id, false, { message: (error as Error)?.message ?? String(error) }).catch(() => undefined);
      throw error;
    }
  }

  /** Records an action that has already finished. */
  async record(kind: string, success: boolean, outcome: OperationOutcome): Promise<string> {
    const now = this.clock.now();
    const [row] = await this.db.query(
      `INSERT INTO operation_log (kind, actor, started_at, finished_at, success, message, data)
       VALUES ($1, $2, $3, $3, $4, $5, $6::jsonb) RETURNING id`,
      [kind, describeActor(currentActor()), now, success, outcome.message, JSON.stringify(outcome.data ?? {})],
    );
    return String(row.id);
  }

  async begin(kind: string, data: Record<string, unknown> = {}): Promise<string> {
    const [row] = await this.db.query(`INSERT INTO operation_log (kind, actor, started_at, data) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`, [
      kind,
      describeActor(currentActor()),
      this.clock.now(),
      JSON.stringify(data),
    ]);
    return String(row.id);
  }

  async finish(id: string, success: boolean, outcome: OperationOutcome): Promise<void> {
    await this.db.query(`UPDATE operation_log SET finished_at = $2, success = $3, message = $4, data = data || $5::jsonb WHERE id = $1`, [
      id,
      this.clock.now(),
      success,
      outcome.message,
      JSON.stringify(outcome.data ?? {}),
    ]);
    if (!success) this.logger.warn(`operation ${id} failed: ${outcome.message}`);
  }

  now(): Date {
    return this.clock.now();
  }

  /** A row id taken ahead of the row (nextval is not transactional, so parallel transactions of one action share it). */
  async nextId(manager: EntityManager): Promise<string> {
    const [row] = await manager.query(`SELECT nextval(pg_get_serial_sequence('operation_log', 'id')) AS id`);
    return String(row.id);
  }

  /** In the caller's transaction: the action's row, in progress, counting one more saved change. */
  async countChange(manager: EntityManager, id: string, kind: string, startedAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO operation_log (id, kind, actor, started_at, message, data) VALUES ($1, $2, $3, $4, 'In progress: changes saved', '{"changes":1}'::jsonb)
       ON CONFLICT (id) DO UPDATE
       SET data = operation_log.data || jsonb_build_object('changes', COALESCE((operation_log.data ->> 'changes')::int, 0) + 1)`,
      [id, kind, describeActor(currentActor()), startedAt],
    );
  }

  /**
   * The action's end: its row (written by its transactions, or new) gets the outcome. A success's own data replaces
   * the running count of saved transactions; a failure keeps it (how far it got).
   */
  async settle(id: string | null, kind: string, startedAt: Date, success: boolean, outcome: OperationOutcome): Promise<void> {
    const values = [kind, describeActor(currentActor()), startedAt, this.clock.now(), success, outcome.message, JSON.stringify(outcome.data ?? {})];
    await this.db.query(
      id
        ? `INSERT INTO operation_log (id, kind, actor, started_at, finished_at, success, message, data) VALUES ($8, $1, $2, $3, $4, $5, $6, $7::jsonb)
           ON CONFLICT (id) DO UPDATE SET finished_at = $4, success = $5, message = $6,
             data = (CASE WHEN $5 THEN operation_log.data - 'changes' ELSE operation_log.data END) || $7::jsonb`
        : `INSERT INTO operation_log (kind, actor, started_at, finished_at, success, message, data) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      id ? [...values, id] : values,
    );
    if (!success) this.logger.warn(`${kind} failed: ${outcome.message}`);
  }

  /** Newest first, filtered. */
  async list(options: { limit: number; offset: number } & OperationsFilter): Promise<{ items: OperationRecord[]; total: number }> {
    const params: unknown[] = [options.limit, options.offset];
    const rows = await this.db.query(
      `SELECT id, kind, actor, started_at, finished_at, success, message, data, count(*) OVER () AS total
         FROM operation_log ${whereOf(options, params)} ORDER BY started_at DESC, id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(options);
    return { items: rows.map(toRecord), total };
  }

  /** Every kind the log holds, for the filter list. */
  async kinds(): Promise<string[]> {
    const rows: Array<{ kind: string }> = await this.db.query(`SELECT DISTINCT kind FROM operation_log ORDER BY kind`);
    return rows.map((r) => r.kind);
  }

  private async count(filter: OperationsFilter): Promise<number> {
    const params: unknown[] = [];
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM operation_log ${whereOf(filter, params)}`, params);
    return row.n;
  }
}

/** What the log can be narrowed by: a kind, part of the actor's name, the outcome, and UK days (inclusive). */
export interface OperationsFilter {
  kind?: string;
  actor?: string;
  outcome?: 'success' | 'failed' | 'running';
  from?: string;
  to?: string;
}

const OUTCOME_SQL = { success: 'success IS TRUE', failed: 'success IS FALSE', running: 'success IS NULL' } as const;

function whereOf(filter: OperationsFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.kind) add((p) => `kind = ${p}`, filter.kind);
  if (filter.actor) add((p) => `actor ILIKE ${p}`, `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.outcome) clauses.push(OUTCOME_SQL[filter.outcome]);
  // Days are UK days: midnight in London, whatever the season.
  if (filter.from) add((p) => `started_at >= ${p}::date::timestamp AT TIME ZONE 'Europe/London'`, filter.from);
  if (filter.to) add((p) => `started_at < (${p}::date + 1)::timestamp AT TIME ZONE 'Europe/London'`, filter.to);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

function toRecord(row: Record<string, unknown>): OperationRecord {
  return {
    id: String(row.id),
    kind: String(row.kind),
    actor: String(row.actor),
    startedAt: new Date(row.started_at as string).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at as string).toISOString() : null,
    success: row.success === null ? null : Boolean(row.success),
    message: String(row.message),
    data: (row.data as Record<string, unknown>) ?? {},
  };
}
