import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { readEventLog } from '../event-log/event-log.reader';
import { appendToEventLog } from '../event-log/event-log.writer';
import { startTestApp, TestApp } from '../testing/test-app';
import { ProjectionRunner } from './projection-runner';
import { Projector } from './projector';

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
    appendToEventLog(m, 'test', stream, 0, [1, 2, 3].map((n) => ({ type: `Step${n}`, schemaVersion: 1, payload: { n } }))),
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
