import { DataSource } from 'typeorm';
import { EventSearchProjector } from '../../modules/events/infrastructure/event-search.projection';
import { StoredEvent } from '../bus/stored-event';
import { EventDocument } from '../../modules/events/application/ports/event-document';
import { OramaEventReadModel } from '../../modules/events/infrastructure/read-model/embedded/orama-event-read-model';
import { EventIndexWriter, EventReadModel } from '../../modules/events/application/ports/event-read-model.port';
import { FixedClock } from '../time/clock';
import { startTestApp, TestApp } from '../testing/test-app';
import { ProjectionRunner } from './projection-runner';
import { Projector } from './projector';
import { ProjectionsService } from './projections.service';

/** Wraps the real event projector: counts writes and can "crash" after applying a chosen batch. */
class CrashingProjector implements Projector<EventIndexWriter> {
  readonly name: string;
  batches = 0;
  upserted = 0;
  crashAfterBatch: number | null = null;
  /** Resolves when the simulated crash happens. */
  readonly crashed: Promise<void>;
  private signalCrash!: () => void;
  private readonly inner: EventSearchProjector;

  constructor(
    name: string,
    private readonly index: EventReadModel,
  ) {
    this.name = name;
    this.inner = new EventSearchProjector(index);
    this.crashed = new Promise((resolve) => (this.signalCrash = resolve));
  }
  generation() {
    return this.inner.generation();
  }
  live(): EventIndexWriter {
    const index = this.index;
    return {
      get: (id) => index.get(id),
      remove: (ids) => index.remove(ids),
      upsert: async (docs: EventDocument[]) => {
        this.upserted += docs.length;
        await index.upsert(docs);
      },
    };
  }
  beginRebuild() {
    return this.inner.beginRebuild();
  }
  async apply(events: StoredEvent[], writer: EventIndexWriter) {
    await this.inner.apply(events, writer);
    this.batches++;
    // Simulates the process dying after the index write but before the checkpoint is saved: the
    // runner never hears back (a thrown error would now be retried, as a real failure should be).
    if (this.batches === this.crashAfterBatch) {
      this.signalCrash();
      await new Promise(() => undefined);
    }
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

async function allDocs(index: EventReadModel): Promise<EventDocument[]> {
  const { hits } = await index.search({ statuses: ['draft', 'published', 'expired'], sort: 'title', limit: 500 });
  return hits.map((h) => h.doc).sort((a, b) => a.id.localeCompare(b.id));
}

describe('projection runner', () => {
  it('resumes after a crash mid-stream without losing or double-applying events', async () => {
    const index = new OramaEventReadModel();
    await index.init();
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

    const live = t.app.get(EventReadModel);
    expect(await allDocs(index)).toEqual(await allDocs(live));
    await runner.stop();
  });

  it('stops mid-stream and catches up on restart', async () => {
    const index = new OramaEventReadModel();
    await index.init();
    const projector = new CrashingProjector('stop-test', index);
    const runner = new ProjectionRunner(projector, db, null, 50);
    const started = runner.start();
    await new Promise((r) => setTimeout(r, 5));
    await runner.stop();
    await started;
    const partial = runner.checkpoint;
    await new ProjectionRunner(projector, db, null, 50).start();
    expect(await allDocs(index)).toEqual(await allDocs(t.app.get(EventReadModel)));
    expect(partial).toBeLessThanOrEqual((await db.query('SELECT max(sequence)::int AS m FROM event_log'))[0].m);
  });

  it('rebuilds into a fresh index and swaps it in with identical answers', async () => {
    const paths = [
      '/api/categories',
      '/api/events/featured',
      '/api/events/upcoming?limit=50',
      '/api/events/time-filters',
      '/api/events/regions',
      '/api/events/years-summary',
      '/api/events/search?q=folk%20festival&limit=30',
      '/api/events/search?category=music&region=london&sortBy=price',
      '/api/news?limit=20',
    ];
    const before = await Promise.all(paths.map((p) => t.get(p).then((r) => r.body)));
    const generation = t.app.get(EventReadModel).generation;
    const results = await t.app.get(ProjectionsService).rebuildAll();
    expect(results.map((r) => r.projector).sort()).toEqual(['catalogue', 'event-search']);
    expect(t.app.get(EventReadModel).generation).not.toBe(generation);
    const after = await Promise.all(paths.map((p) => t.get(p).then((r) => r.body)));
    expect(after).toEqual(before);
  });
});
