import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { FixedClock } from '../time/clock';
import { startTestApp, TestApp } from '../testing/test-app';
import { ProjectionRunner } from './projection-runner';
import { Projector } from './projector';

/** A read-model document per stream: its latest version and how many of its events were applied. */
interface StreamDoc {
  id: string;
  version: number;
  events: number;
}

interface StreamWriter {
  get(id: string): StreamDoc | undefined;
  upsert(docs: StreamDoc[]): Promise<void>;
}

/** An in-memory index shared by the projectors of one test (like a live index that survives a crash). */
class StreamIndex {
  readonly generation = 'memory';
  docs = new Map<string, StreamDoc>();
}

/**
 * A tiny projector with the contract real ones follow (idempotent per stream version): counts writes and can
 * "crash" after applying a chosen batch.
 */
class CrashingProjector implements Projector<StreamWriter> {
  batches = 0;
  upserted = 0;
  crashAfterBatch: number | null = null;
  /** Resolves when the simulated crash happens. */
  readonly crashed: Promise<void>;
  private signalCrash!: () => void;

  constructor(
    readonly name: string,
    private readonly index: StreamIndex,
  ) {
    this.crashed = new Promise((resolve) => (this.signalCrash = resolve));
  }
  generation() {
    return this.index.generation;
  }
  live(): StreamWriter {
    return this.writerFor(this.index.docs);
  }
  async beginRebuild() {
    const fresh = new Map<string, StreamDoc>();
    return { writer: this.writerFor(fresh), commit: async () => void (this.index.docs = fresh), abort: async () => undefined };
  }
  async apply(events: StoredEvent[], writer: StreamWriter) {
    const changed = new Map<string, StreamDoc>();
    for (const e of events) {
      const doc = changed.get(e.streamId) ?? writer.get(e.streamId) ?? { id: e.streamId, version: 0, events: 0 };
      if (e.version <= doc.version) continue; // already applied: skipped by the version guard
      changed.set(e.streamId, { id: e.streamId, version: e.version, events: doc.events + 1 });
    }
    await writer.upsert([...changed.values()]);
    this.batches++;
    // Simulates the process dying after the index write but before the checkpoint is saved: the
    // runner never hears back (a thrown error would now be retried, as a real failure should be).
    if (this.batches === this.crashAfterBatch) {
      this.signalCrash();
      await new Promise(() => undefined);
    }
  }
  private writerFor(docs: Map<string, StreamDoc>): StreamWriter {
    return {
      get: (id) => docs.get(id),
      upsert: async (list) => {
        this.upserted += list.length;
        for (const d of list) docs.set(d.id, d);
      },
    };
  }
}

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let db: DataSource;

beforeAll(async () => {
  t = await startTestApp({ clock, seed: true });
  db = t.app.get(DataSource);
});
afterAll(() => t.close());

function allDocs(index: StreamIndex): StreamDoc[] {
  return [...index.docs.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** What a projector that applied every event up to `position` exactly once must hold. */
async function expectedDocs(position: number): Promise<StreamDoc[]> {
  const rows: StreamDoc[] = await db.query(
    `SELECT stream_id AS id, max(version)::int AS version, count(*)::int AS events FROM event_log WHERE sequence <= $1 GROUP BY stream_id`,
    [position],
  );
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

describe('projection runner', () => {
  it('resumes after a crash mid-stream without losing or double-applying events', async () => {
    const index = new StreamIndex();
    const first = new CrashingProjector('crash-test', index);
    first.crashAfterBatch = 3;
    void new ProjectionRunner(first, db, null, 100).start(); // abandoned at the crash, like a dead process
    await first.crashed;
    const [{ position }] = await db.query(`SELECT position FROM projector_checkpoint WHERE projector = 'crash-test'`);
    expect(Number(position)).toBeGreaterThan(0); // batches 1 and 2 were checkpointed, batch 3 was not

    const second = new CrashingProjector('crash-test', index);
    const runner = new ProjectionRunner(second, db, null, 100);
    await runner.start();
    const replayedBatch = await db.query(`SELECT DISTINCT stream_id FROM event_log WHERE sequence > $1 ORDER BY stream_id`, [position]);
    // Everything after the checkpoint is re-read, but batch 3's writes are skipped by the version guard.
    expect(second.upserted).toBeLessThan(replayedBatch.length);

    expect(allDocs(index)).toEqual(await expectedDocs(runner.checkpoint));
    await runner.stop();
  });

  it('stops mid-stream and catches up on restart', async () => {
    const index = new StreamIndex();
    const projector = new CrashingProjector('stop-test', index);
    const runner = new ProjectionRunner(projector, db, null, 50);
    const started = runner.start();
    await new Promise((r) => setTimeout(r, 5));
    await runner.stop();
    await started;
    const partial = runner.checkpoint;
    const restarted = new ProjectionRunner(projector, db, null, 50);
    await restarted.start();
    expect(allDocs(index)).toEqual(await expectedDocs(restarted.checkpoint));
    expect(partial).toBeLessThanOrEqual((await db.query('SELECT max(sequence)::int AS m FROM event_log'))[0].m);
    await restarted.stop();
  });

  it('with stream types: reads only those, pages through them, and ends with the checkpoint at the end of the log', async () => {
    const types = (await db.query(`SELECT DISTINCT stream_type FROM event_log ORDER BY 1`)).map((r: { stream_type: string }) => r.stream_type);
    expect(types.length).toBeGreaterThan(1); // the seeded catalogue has events, categories and news
    const wanted = types.filter((t: string) => t !== 'event');
    const index = new StreamIndex();
    const projector = Object.assign(new CrashingProjector('typed-test', index), { streamTypes: wanted });
    const seen: string[] = [];
    const apply = projector.apply.bind(projector);
    projector.apply = async (events, writer) => {
      seen.push(...events.map((e) => e.streamType));
      return apply(events, writer);
    };
    const runner = new ProjectionRunner(projector, db, null, 3);
    await runner.start();
    const [{ m }] = await db.query('SELECT max(sequence)::int AS m FROM event_log');
    expect(runner.checkpoint).toBe(m);
    expect(new Set(seen)).toEqual(new Set(wanted));
    const expected = (
      await db.query(
        `SELECT stream_id AS id, max(version)::int AS version, count(*)::int AS events FROM event_log WHERE stream_type = ANY($1) GROUP BY stream_id`,
        [wanted],
      )
    ).sort((a: StreamDoc, b: StreamDoc) => a.id.localeCompare(b.id));
    expect(allDocs(index)).toEqual(expected);
    await runner.stop();
  });

  it('with stream types and nothing to do (idle): moves the checkpoint to the end of the log without reading the backlog', async () => {
    const projector = Object.assign(new CrashingProjector('idle-test', new StreamIndex()), { streamTypes: ['event'], idle: async () => true });
    const runner = new ProjectionRunner(projector, db, null, 3);
    await runner.start();
    const [{ m }] = await db.query('SELECT max(sequence)::int AS m FROM event_log');
    expect(runner.checkpoint).toBe(m);
    expect(projector.batches).toBe(0);
    await runner.stop();
  });
});
