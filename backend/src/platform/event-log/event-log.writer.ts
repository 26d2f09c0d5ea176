import { EntityManager } from 'typeorm';
import { currentActor } from '../actor/actor-context';
import { StoredEvent } from '../bus/stored-event';
import { DomainEvent } from '../domain/aggregate';
import { ConcurrencyError } from '../domain/domain-error';
import { isUniqueViolation } from '../database/unique-violation';

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
  const current = await streamVersion(manager, streamId);
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

/** One stream's new events for a bulk append: `expectedVersion` is the version the events follow. */
export interface StreamAppend {
  streamType: string;
  streamId: string;
  expectedVersion: number;
  events: readonly DomainEvent[];
}

/**
 * Appends many streams' events in one statement (bulk imports): same lock, same version check and the same
 * rows as `appendToEventLog` per stream, in the order given, so sequence order is the order of the input.
 * Arrays through `unnest` keep it one round trip whatever the size (no 65,535-parameter limit).
 */
export async function appendManyToEventLog(manager: EntityManager, streams: readonly StreamAppend[]): Promise<number> {
  const appends = streams.filter((s) => s.events.length > 0);
  if (appends.length === 0) return 0;
  await manager.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
  // Streams said to be new (expected version 0, every stream of an import) are not looked up: their version 1 row
  // collides with the unique (stream_id, version) constraint if the stream exists (a look-up was ~12 % of an import).
  const existing = appends.filter((s) => s.expectedVersion !== 0);
  if (existing.length > 0) {
    const current: Array<{ stream_id: string; current: number }> = await manager.query(
      'SELECT stream_id, MAX(version)::int AS current FROM event_log WHERE stream_id = ANY($1::text[]) GROUP BY stream_id',
      [existing.map((s) => s.streamId)],
    );
    const stored = new Map(current.map((r) => [r.stream_id, r.current]));
    for (const s of existing) {
      const actual = stored.get(s.streamId) ?? 0;
      if (actual !== s.expectedVersion) throw new ConcurrencyError(s.streamId, s.expectedVersion, actual);
    }
  }

  const metadata = JSON.stringify({ actor: currentActor() });
  const columns = {
    streamId: [] as string[],
    streamType: [] as string[],
    version: [] as number[],
    type: [] as string[],
    schema: [] as number[],
    payload: [] as unknown[],
  };
  for (const s of appends) {
    s.events.forEach((e, i) => {
      columns.streamId.push(s.streamId);
      columns.streamType.push(s.streamType);
      columns.version.push(s.expectedVersion + i + 1);
      columns.type.push(e.type);
      columns.schema.push(e.schemaVersion);
      columns.payload.push(e.payload);
    });
  }
  // A savepoint, so that after a collision the transaction can still read the stream's version for the error.
  await manager.query('SAVEPOINT event_log_append');
  try {
    await manager.query(
      `INSERT INTO event_log (stream_id, stream_type, version, type, schema_version, payload, metadata)
       SELECT r.stream_id, r.stream_type, r.version, r.type, r.schema_version, r.payload, $7::jsonb
         FROM ROWS FROM (unnest($1::text[]), unnest($2::text[]), unnest($3::int[]), unnest($4::text[]), unnest($5::int[]),
                        jsonb_array_elements($6::jsonb))
              WITH ORDINALITY AS r(stream_id, stream_type, version, type, schema_version, payload, n)
        ORDER BY r.n`,
      // the payloads as one JSON array: a text[] of JSON would have every quote in them escaped, one by one
      [columns.streamId, columns.streamType, columns.version, columns.type, columns.schema, JSON.stringify(columns.payload), metadata],
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await manager.query('ROLLBACK TO SAVEPOINT event_log_append');
    // only a stream said to be new can collide here (the others were checked under the lock)
    const streamId = /\(stream_id, version\)=\(([^,]+),/.exec(driverDetail(error))?.[1] ?? 'unknown';
    throw new ConcurrencyError(streamId, 0, await streamVersion(manager, streamId));
  }
  await manager.query(`SELECT pg_notify('event_log', '')`);
  return columns.version.length;
}

function driverDetail(error: unknown): string {
  const e = error as { detail?: string; driverError?: { detail?: string } };
  return e.driverError?.detail ?? e.detail ?? '';
}

/** A stream's version: that of its last event, 0 for a stream with none. */
async function streamVersion(manager: EntityManager, streamId: string): Promise<number> {
  const [{ current }] = await manager.query('SELECT COALESCE(MAX(version), 0)::int AS current FROM event_log WHERE stream_id = $1', [streamId]);
  return current;
}
