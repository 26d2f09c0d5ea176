import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { toStoredEvent } from '../event-log/event-log.writer';

export interface ParkedEvent {
  projector: string;
  sequence: number;
  streamId: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

export interface RetryParkedResult {
  projector: string;
  retried: number;
  resolved: number;
  stillParked: number;
}

/**
 * The parked events of one projector (table `projection_parked_event`), with the streams they hold
 * back: once an event of a stream is parked, later events of that stream wait with it.
 */
export class ParkedEvents {
  /** streamId → the first parked sequence of that stream. */
  private blockers = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly db: DataSource,
    private readonly projector: string,
  ) {}

  get count(): number {
    return this.total;
  }

  holdsStream(streamId: string): boolean {
    return this.blockers.has(streamId);
  }

  blockerOf(streamId: string): number | undefined {
    return this.blockers.get(streamId);
  }

  async load(): Promise<void> {
    const rows = await this.db.query(
      `SELECT stream_id, min(sequence)::bigint AS first, count(*)::int AS n
         FROM projection_parked_event WHERE projector = $1 GROUP BY stream_id`,
      [this.projector],
    );
    this.blockers = new Map(rows.map((r: { stream_id: string; first: string }) => [r.stream_id, Number(r.first)]));
    this.total = rows.reduce((sum: number, r: { n: number }) => sum + r.n, 0);
  }

  async add(event: StoredEvent, attempts: number, error: string): Promise<void> {
    await this.db.query(
      `INSERT INTO projection_parked_event (projector, sequence, stream_id, event_type, error, attempts, parked_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (projector, sequence) DO UPDATE SET error = EXCLUDED.error, attempts = EXCLUDED.attempts, parked_at = now()`,
      [this.projector, event.sequence, event.streamId, event.type, error, attempts],
    );
    if (!this.blockers.has(event.streamId)) this.blockers.set(event.streamId, event.sequence);
    await this.load();
  }

  async clear(): Promise<void> {
    await this.db.query('DELETE FROM projection_parked_event WHERE projector = $1', [this.projector]);
    this.blockers.clear();
    this.total = 0;
  }

  async list(): Promise<ParkedEvent[]> {
    const rows = await this.db.query(
      `SELECT projector, sequence, stream_id, event_type, error, attempts, parked_at
         FROM projection_parked_event WHERE projector = $1 ORDER BY sequence`,
      [this.projector],
    );
    return rows.map((r: Record<string, unknown>) => ({
      projector: String(r.projector),
      sequence: Number(r.sequence),
      streamId: String(r.stream_id),
      type: String(r.event_type),
      error: String(r.error),
      attempts: Number(r.attempts),
      parkedAt: new Date(r.parked_at as string).toISOString(),
    }));
  }

  /** Applies every parked event once, in sequence order; a stream stays held back behind one that fails again. */
  async retry(apply: (event: StoredEvent) => Promise<void>): Promise<RetryParkedResult> {
    const rows = await this.db.query(
      `SELECT e.sequence, e.stream_id, e.stream_type, e.version, e.type, e.schema_version, e.payload, e.metadata, e.occurred_at
         FROM projection_parked_event p JOIN event_log e ON e.sequence = p.sequence
        WHERE p.projector = $1 ORDER BY e.sequence`,
      [this.projector],
    );
    const failing = new Set<string>();
    let resolved = 0;
    for (const event of rows.map(toStoredEvent) as StoredEvent[]) {
      if (failing.has(event.streamId)) continue;
      try {
        await apply(event);
        await this.db.query('DELETE FROM projection_parked_event WHERE projector = $1 AND sequence = $2', [this.projector, event.sequence]);
        resolved += 1;
      } catch (error) {
        failing.add(event.streamId);
        await this.db.query(`UPDATE projection_parked_event SET attempts = attempts + 1, error = $3 WHERE projector = $1 AND sequence = $2`, [
          this.projector,
          event.sequence,
          (error instanceof Error ? error.message : String(error)).slice(0, 500),
        ]);
      }
    }
    await this.load();
    return { projector: this.projector, retried: rows.length, resolved, stillParked: this.total };
  }
}
