import { EntityManager } from 'typeorm';
import { currentActor } from '../actor/actor-context';
import { StoredEvent } from '../bus/stored-event';
import { DomainEvent } from '../domain/aggregate';
import { ConcurrencyError } from '../domain/domain-error';

/** Serialises appends so sequence order equals commit order: the relay can never skip a late commit. */
const APPEND_LOCK = 424242;

/**
 * Appends domain events to `event_log` inside the caller's transaction. `expectedVersion` is the stream
 * version the caller based its decision on; a unique (stream_id, version) constraint backs it up.
 */
export async function appendToEventLog(
  manager: EntityManager,
  streamType: string,
  streamId: string,
  expectedVersion: number,
  events: readonly DomainEvent[],
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  await manager.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
  const [{ current }] = await manager.query('SELECT COALESCE(MAX(version), 0)::int AS current FROM event_log WHERE stream_id = $1', [streamId]);
  if (current !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion, current);

  const metadata = JSON.stringify({ actor: currentActor() });
  const values: unknown[] = [];
  const rows = events.map((e, i) => {
    const o = i * 7;
    values.push(streamId, streamType, expectedVersion + i + 1, e.type, e.schemaVersion, JSON.stringify(e.payload), metadata);
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}::jsonb, $${o + 7}::jsonb)`;
  });
  const inserted: Array<Record<string, unknown>> = await manager.query(
    `INSERT INTO event_log (stream_id, stream_type, version, type, schema_version, payload, metadata)
     VALUES ${rows.join(', ')}
     RETURNING sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at`,
    values,
  );
  // Wakes relays in every app instance when the transaction commits.
  await manager.query(`SELECT pg_notify('event_log', '')`);
  return inserted.map(toStoredEvent);
}

export function toStoredEvent(row: Record<string, unknown>): StoredEvent {
  return {
    sequence: Number(row.sequence),
    streamId: String(row.stream_id),
    streamType: String(row.stream_type),
    version: Number(row.version),
    type: String(row.type),
    schemaVersion: Number(row.schema_version),
    payload: row.payload as Record<string, unknown>,
    metadata: (row.metadata as StoredEvent['metadata']) ?? {},
    occurredAt: new Date(row.occurred_at as string).toISOString(),
  };
}
