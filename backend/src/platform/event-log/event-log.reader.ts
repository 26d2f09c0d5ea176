import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { toStoredEvent } from './event-log.writer';

/** Reads the event log in sequence order, in pages. */
export async function readEventLog(db: DataSource, afterSequence: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db.query(
    `SELECT sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at
       FROM event_log WHERE sequence > $1 ORDER BY sequence LIMIT $2`,
    [afterSequence, limit],
  );
  return rows.map(toStoredEvent);
}

/** One stream's events in version order (an aggregate's history: the history is the log, not a copy of it). */
export async function readStream(db: DataSource, streamType: string, streamId: string): Promise<StoredEvent[]> {
  const rows = await db.query(
    `SELECT sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at
       FROM event_log WHERE stream_id = $1 AND stream_type = $2 ORDER BY version`,
    [streamId, streamType],
  );
  return rows.map(toStoredEvent);
}

/**
 * One page of the events of some stream types in (afterSequence, upTo]: a projector that only reads
 * categories and news need not fetch and parse every event's payload.
 */
export async function readEventLogOf(
  db: DataSource,
  streamTypes: readonly string[],
  afterSequence: number,
  upTo: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db.query(
    `SELECT sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at
       FROM event_log WHERE sequence > $1 AND sequence <= $2 AND stream_type = ANY($3) ORDER BY sequence LIMIT $4`,
    [afterSequence, upTo, streamTypes, limit],
  );
  return rows.map(toStoredEvent);
}

export async function lastSequence(db: DataSource): Promise<number> {
  const [{ last }] = await db.query('SELECT COALESCE(MAX(sequence), 0)::bigint AS last FROM event_log');
  return Number(last);
}

/**
 * Where a read model stands in the log, recognisably: the position, the event at it and the database.
 * A snapshot taken at a mark is only used when the database still shows exactly that mark.
 */
export interface LogMark {
  position: number;
  database: string;
  streamId: string | null;
  version: number | null;
  occurredAt: string | null;
}

export async function logMark(db: DataSource, position: number): Promise<LogMark> {
  const [{ database }] = await db.query(`SELECT (SELECT system_identifier FROM pg_control_system())::text || '/' || current_database() AS database`);
  const rows = await db.query(`SELECT stream_id, version, occurred_at FROM event_log WHERE sequence = $1`, [position]);
  const row = rows[0] as { stream_id: string; version: number; occurred_at: Date | string } | undefined;
  return {
    position,
    database: String(database),
    streamId: row ? String(row.stream_id) : null,
    version: row ? Number(row.version) : null,
    occurredAt: row ? new Date(row.occurred_at).toISOString() : null,
  };
}

export function sameMark(a: LogMark, b: LogMark): boolean {
  return a.position === b.position && a.database === b.database && a.streamId === b.streamId && a.version === b.version && a.occurredAt === b.occurredAt;
}
