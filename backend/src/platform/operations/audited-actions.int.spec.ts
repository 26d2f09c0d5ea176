import { runAs } from '../actor/actor-context';
import { DomainError } from '../domain/domain-error';
import { UnitOfWork } from '../event-log/unit-of-work';
import { startTestApp, TestApp } from '../testing/test-app';
import { AuditedActions } from './audited-actions';
import { OperationsLog } from './operations-log';

/** A gate a transaction waits at, so the test can look at the database while it is open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('audited actions: the operations-log row is written in the transaction that saves the change', () => {
  let site: TestApp;
  let audited: AuditedActions;
  let uow: UnitOfWork;
  const rowsOf = (kind: string) =>
    site.db.query(`SELECT actor, success, message, data, finished_at FROM operation_log WHERE kind = $1 ORDER BY id`, [kind]) as Promise<
      Array<{ actor: string; success: boolean | null; message: string; data: Record<string, unknown>; finished_at: Date | null }>
    >;

  beforeAll(async () => {
    site = await startTestApp();
    audited = site.app.get(AuditedActions);
    uow = site.app.get(UnitOfWork);
  });
  afterAll(() => site.close());

  it('commits the row with the change: absent while the transaction is open, there (in progress) once it commits, then finished', async () => {
    const inside = gate();
    const release = gate();
    const committed = gate();
    const finish = gate();
    const action = runAs({ kind: 'admin', id: 'a1', username: 'alice' }, () =>
      audited.run(
        'test.bulk',
        async () => {
          await uow.run(async () => {
            inside.open();
            await release.opened;
          });
          committed.open();
          await finish.opened;
          await uow.run(async () => undefined);
          return { changed: 2 };
        },
        (r) => ({ message: `changed ${r.changed}`, data: { changed: r.changed } }),
      ),
    );
    await inside.opened;
    expect(await rowsOf('test.bulk')).toEqual([]); // written inside the open transaction: not visible yet
    release.open();
    await committed.opened;
    // What a crash here would leave: the saved change's row, in progress, naming who and how many changes.
    expect(await rowsOf('test.bulk')).toEqual([
      { actor: 'alice', success: null, message: 'In progress: changes saved', data: { changes: 1 }, finished_at: null },
    ]);
    finish.open();
    await action;
    expect(await rowsOf('test.bulk')).toEqual([{ actor: 'alice', success: true, message: 'changed 2', data: { changed: 2 }, finished_at: expect.any(Date) }]);
  });

  it('a refused action that saved nothing leaves one failed row with the error code; one that saved, then failed, keeps its one row', async () => {
    const refused = new DomainError('TEST.REFUSED', 'conflict', 'Not now');
    await expect(
      audited.run(
        'test.refused',
        () => Promise.reject(refused),
        () => ({ message: 'never' }),
        { eventId: 'e1' },
      ),
    ).rejects.toBe(refused);
    expect(await rowsOf('test.refused')).toEqual([
      { actor: 'system', success: false, message: 'Not now', data: { eventId: 'e1', code: 'TEST.REFUSED' }, finished_at: expect.any(Date) },
    ]);
    const work = async () => {
      await uow.run(async () => undefined);
      throw new Error('broke half way');
    };
    await expect(audited.run('test.half', work, () => ({ message: 'never' }))).rejects.toThrow('broke half way');
    expect(await rowsOf('test.half')).toEqual([
      { actor: 'system', success: false, message: 'broke half way', data: { changes: 1 }, finished_at: expect.any(Date) },
    ]);
  });

  it('parallel transactions of one action count on one row; a rolled-back transaction writes none', async () => {
    const result = await audited.run(
      'test.parallel',
      async () => {
        await Promise.all(Array.from({ length: 6 }, () => uow.run(async () => undefined)));
        await uow.run(async () => Promise.reject(new Error('rolled back'))).catch(() => undefined);
        const [row] = await site.db.query(`SELECT data FROM operation_log WHERE kind = 'test.parallel'`);
        return row.data.changes as number;
      },
      (changes) => ({ message: 'done', data: { done: changes } }),
    );
    expect(result).toBe(6);
    expect(await rowsOf('test.parallel')).toEqual([{ actor: 'system', success: true, message: 'done', data: { done: 6 }, finished_at: expect.any(Date) }]);
  });

  it('a saved change is answered as saved even when its row cannot be finished', async () => {
    const operations = site.app.get(OperationsLog);
    const settle = operations.settle.bind(operations);
    operations.settle = () => Promise.reject(new Error('operation_log is unavailable'));
    try {
      const saved = await audited.run(
        'test.unfinished',
        () => uow.run(async () => 'saved'),
        () => ({ message: 'done' }),
      );
      expect(saved).toBe('saved');
    } finally {
      operations.settle = settle;
    }
    expect(await rowsOf('test.unfinished')).toEqual([
      { actor: 'system', success: null, message: 'In progress: changes saved', data: { changes: 1 }, finished_at: null },
    ]);
  });
});
