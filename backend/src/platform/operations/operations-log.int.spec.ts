import { DataSource } from 'typeorm';
import { runAs } from '../actor/actor-context';
import { readEventLog } from '../event-log/event-log.reader';
import { appendToEventLog } from '../event-log/event-log.writer';
import { startTestApp, TestApp } from '../testing/test-app';
import { OperationsLog } from './operations-log';

describe('operations log and event actors', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('records who ran an operation, its outcome and data, newest first', async () => {
    const log = site.app.get(OperationsLog);
    await runAs({ kind: 'admin', id: 'a1', username: 'alice' }, () => log.track('test.ok', async () => ({ message: 'done', data: { count: 3 } })));
    await expect(
      runAs({ kind: 'job', name: 'nightly' }, () =>
        log.track('test.fail', async () => {
          throw new Error('broke');
        }),
      ),
    ).rejects.toThrow('broke');
    const page = await log.list({ limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.items.map((o) => [o.kind, o.actor, o.success, o.message])).toEqual([
      ['test.fail', 'job:nightly', false, 'broke'],
      ['test.ok', 'alice', true, 'done'],
    ]);
    expect(page.items[1].data).toEqual({ count: 3 });
    expect(page.items[1].finishedAt).not.toBeNull();
  });

  it('stores the current actor in the metadata of every appended event', async () => {
    const db = site.app.get(DataSource);
    const streamId = '00000000-0000-4000-8000-00000000abcd';
    await runAs({ kind: 'admin', id: 'a2', username: 'bob' }, () =>
      db.transaction((m) =>
        appendToEventLog(m, 'Test', streamId, 0, [
          { type: 'TestHappened', schemaVersion: 1, payload: {} },
          { type: 'TestHappenedAgain', schemaVersion: 1, payload: {} },
        ]),
      ),
    );
    await db.transaction((m) => appendToEventLog(m, 'Test', streamId, 2, [{ type: 'TestByNobody', schemaVersion: 1, payload: {} }]));
    const stored = (await readEventLog(db, 0, 1000)).filter((e) => e.streamId === streamId);
    expect(stored.map((e) => e.metadata)).toEqual([
      { actor: { kind: 'admin', id: 'a2', username: 'bob' } },
      { actor: { kind: 'admin', id: 'a2', username: 'bob' } },
      { actor: { kind: 'system' } },
    ]);
  });
});
