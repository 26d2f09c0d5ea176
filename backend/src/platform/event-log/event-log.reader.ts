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

export async function lastSequence(db: DataSource): Promise<number> {
  const [{ last }] = await db.query('SELECT COALESCE(MAX(sequence), 0)::bigint AS last FROM event_log');
  return Number(last);
}
