import { errors } from '@elastic/elasticsearch';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { readEventLog } from '../event-log/event-log.reader';
import { appendToEventLog } from '../event-log/event-log.writer';
import { OperationsLog } from '../operations/operations-log';
import { eventually, startTestApp, TestApp } from '../testing/test-app';
import { ProjectionRunner } from './projection-runner';
import { Projector } from './projector';
import { ProjectionsService } from './projections.service';

/** Records the sequences it applies; fails on one chosen sequence a given number of times. */
class FlakyProjector implements Projector<null> {
  readonly applied: number[] = [];
  failures = new Map<number, number>();
  constructor(readonly name: string) {}
  generation() {
    return 'fixed';
  }
  live() {
    return null;
  }
  async beginRebuild() {
    return { writer: null, commit: async () => undefined, abort: async () => undefined };
  }
  async apply(events: StoredEvent[]) {
    for (const e of events) {
      const left = this.failures.get(e.sequence) ?? 0;
      if (left > 0) {
        this.failures.set(e.sequence, left - 1);
        throw new Error(`cannot project event ${e.sequence}`);
      }
    }
    for (const e of events) if (!this.applied.includes(e.sequence)) this.applied.push(e.sequence);
  }
}

let t: TestApp;
let db: DataSource;
beforeAll(async () => {
  t = await startTestApp();
  db = t.app.get(DataSource);
});
afterAll(() => t.close());

async function appendThree(): Promise<StoredEvent[]> {
  const before = await db.query('SELECT COALESCE(MAX(sequence), 0)::int AS m FROM event_log');
  const stream = randomUUID();
  await db.transaction((m) =>
    appendToEventLog(
      m,
      'test',
      stream,
      0,
      [1, 2, 3].map((n) => ({ type: `Step${n}`, schemaVersion: 1, payload: { n } })),
    ),
  );
  return readEventLog(db, before[0].m, 10);
}

describe('projection runner: a failing event is never skipped', () => {
  it('applies event 2 after its live batch and its catch-up both failed, even though event 3 was delivered next', async () => {
    const projector = new FlakyProjector('gap-test');
    const runner = new ProjectionRunner(projector, db, null, 100);
    await runner.start();
    const [e1, e2, e3] = await appendThree();
    await runner.deliver([e1]);
    projector.failures.set(e2.sequence, 2); // the live batch fails, then the catch-up fails
    await runner.deliver([e2]).catch(() => undefined);
    await runner.deliver([e3]).catch(() => undefined);
    expect(projector.applied.filter((s) => s >= e1.sequence)).toEqual([e1.sequence, e2.sequence, e3.sequence]);
    expect(runner.checkpoint).toBe(e3.sequence);
    await runner.stop();
  });
});

describe('projection runner: parking inside the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PROJECTION_RETRY_ATTEMPTS: '3', PROJECTION_RETRY_BASE_MS: '1' } });
  });
  afterAll(() => app.close());

  async function append(stream: string, version: number, type: string): Promise<StoredEvent> {
    const ds = app.app.get(DataSource);
    const [stored] = await ds.transaction((m) => appendToEventLog(m, 'test', stream, version, [{ type, schemaVersion: 1, payload: {} }]));
    return stored;
  }

  it('parks an event that keeps failing, holds back its stream, reports it, and applies it on retry', async () => {
    const service = app.app.get(ProjectionsService);
    const projector = new FlakyProjector('park-test');
    service.register(projector);
    const runner = service.runner('park-test');
    await runner.start();

    const [a, b] = [randomUUID(), randomUUID()];
    const a1 = await append(a, 0, 'A1');
    const a2 = await append(a, 1, 'A2');
    projector.failures.set(a2.sequence, Number.MAX_SAFE_INTEGER);
    const b1 = await append(b, 0, 'B1');
    const a3 = await append(a, 2, 'A3');
    await eventually(async () => expect(runner.checkpoint).toBe(a3.sequence));

    expect(projector.applied.filter((s) => s >= a1.sequence)).toEqual([a1.sequence, b1.sequence]);
    const parked = await app.app
      .get(DataSource)
      .query(`SELECT sequence::int, attempts, error FROM projection_parked_event WHERE projector = 'park-test' ORDER BY sequence`);
    expect(parked).toEqual([
      { sequence: a2.sequence, attempts: 3, error: `cannot project event ${a2.sequence}` },
      { sequence: a3.sequence, attempts: 0, error: `held back behind parked event ${a2.sequence} of the same stream` },
    ]);

    const health = await app.get<{ status: string; readModel: { projections: Array<{ name: string; status: string; parked: number }> } }>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.readModel.projections.find((p) => p.name === 'park-test')).toMatchObject({ status: 'degraded', parked: 2 });

    const operations = await app.app.get(OperationsLog).list({ limit: 10, offset: 0, kind: 'projection.parked' });
    expect(operations.items.map((o) => [o.success, o.data.sequence, o.actor])).toEqual([
      [false, a3.sequence, 'system'],
      [false, a2.sequence, 'system'],
    ]);

    // Still failing: nothing changes, one more attempt is counted.
    const again = await service.retryParked();
    expect(again.data.results.find((r) => r.projector === 'park-test')).toEqual({ projector: 'park-test', retried: 2, resolved: 0, stillParked: 2 });

    projector.failures.clear();
    const retried = await service.retryParked();
    expect(retried.data.results.find((r) => r.projector === 'park-test')).toEqual({ projector: 'park-test', retried: 2, resolved: 2, stillParked: 0 });
    expect(projector.applied.filter((s) => s >= a1.sequence)).toEqual([a1.sequence, b1.sequence, a2.sequence, a3.sequence]);
    expect((await app.get<{ status: string }>('/api/health')).body.status).toBe('ok');
    const recorded = await app.app.get(OperationsLog).list({ limit: 10, offset: 0, kind: 'projections.retry-parked' });
    expect(recorded.items.map((o) => [o.success, o.message])).toEqual([
      [true, '2 parked events applied, 0 still parked'],
      [true, '0 parked events applied, 2 still parked'],
    ]);
  });
});

describe('projection runner: an unreachable read model is waited for, not parked', () => {
  it('applies an event after more failed tries than parking allows, when the failures were the engine being away', async () => {
    const projector = new FlakyProjector('outage-test');
    let away = 8;
    const apply = projector.apply.bind(projector);
    projector.apply = async (events) => {
      if (away-- > 0) throw new errors.ConnectionError('connect ECONNREFUSED 127.0.0.1:9200');
      return apply(events);
    };
    const runner = new ProjectionRunner(projector, db, null, 100, { retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    await runner.start();
    const [e1, e2, e3] = await appendThree();
    await runner.deliver([e1, e2, e3]);
    expect(projector.applied.filter((s) => s >= e1.sequence)).toEqual([e1.sequence, e2.sequence, e3.sequence]);
    expect(runner.parkedCount).toBe(0);
    await runner.stop();
  });
});

describe('projection runner: a shared read model is written by one runner at a time', () => {
  it('never lets two runners (two instances) apply the same event, whoever is woken', async () => {
    // One shared "read model": what each runner applied, by sequence. Slow applies widen any race.
    const byRunner = [new FlakyProjector('shared-test'), new FlakyProjector('shared-test')];
    for (const p of byRunner) {
      const apply = p.apply.bind(p);
      p.apply = async (events) => {
        await new Promise((r) => setTimeout(r, 5));
        return apply(events);
      };
    }
    const runners = byRunner.map((p) => new ProjectionRunner(p, db, null, 100, { shared: true }));
    await Promise.all(runners.map((r) => r.start()));
    const appended: StoredEvent[] = [];
    for (let i = 0; i < 10; i++) {
      const events = await appendThree();
      appended.push(...events);
      // Both instances are woken with the same events, and one of them again with a stale batch.
      await Promise.all([runners[0].deliver(events), runners[1].deliver(events), runners[i % 2].deliver(appended.slice(0, 3))]);
    }
    const [a, b] = byRunner.map((p) => p.applied.filter((s) => s >= appended[0].sequence));
    expect(a.filter((s) => b.includes(s))).toEqual([]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(appended.map((e) => e.sequence));
    await Promise.all(runners.map((r) => r.stop()));
  });
});
