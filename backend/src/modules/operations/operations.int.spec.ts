import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { runAs } from '../../platform/actor/actor-context';
import { OperationsLog } from '../../platform/operations/operations-log';
import { JobLock } from '../../platform/scheduler/job-lock';
import { JobAlreadyRunningError, JobNotFoundError } from '../../platform/scheduler/job.errors';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { RunJobCommand } from './commands/run-job/run-job.command';
import { ListJobsQuery } from './queries/list-jobs/list-jobs.query';
import { ListOperationsQuery } from './queries/list-operations/list-operations.query';

describe('operations and jobs (admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { JOBS_ENABLED: 'true' } });
    const log = t.app.get(OperationsLog);
    await runAs({ kind: 'admin', id: 'a1', username: 'alice' }, async () => {
      await log.record('events.publish', true, { message: 'Published "Folk on the Green"', data: { id: 'e1' } });
      await log.record('events.feature', false, { message: 'Only a published event can be featured.' });
      await log.record('events.publish', true, { message: 'Published "Jazz by the Sea"', data: { id: 'e2' } });
    });
  });
  afterAll(() => t.close());

  describe('through the query and command buses', () => {
    it('pages through the operations log newest first, optionally of one kind', async () => {
      const queries = t.app.get(QueryBus);
      const page = await queries.execute(new ListOperationsQuery({ limit: 2, offset: 0 }));
      expect(page.total).toBe(3);
      expect(page.items.map((o) => o.message)).toEqual(['Published "Jazz by the Sea"', 'Only a published event can be featured.']);
      const publishes = await queries.execute(new ListOperationsQuery({ limit: 10, offset: 1, kind: 'events.publish' }));
      expect(publishes).toMatchObject({ total: 2, items: [{ actor: 'alice', success: true, data: { id: 'e1' } }] });
    });

    it('lists the jobs and runs one now, which leaves an operation with its counts', async () => {
      const { items } = await t.app.get(QueryBus).execute(new ListJobsQuery());
      expect(items).toHaveLength(20);
      expect(items.find((j) => j.name === 'purge-sent-mail')).toEqual({
        name: 'purge-sent-mail',
        description: 'Deletes sent mails older than 30 days from the outbound mail log.',
        cron: '20 3 * * *',
        enabled: true,
        running: false,
        lastRun: null,
        nextRunAt: expect.any(String),
      });
      // 03:20 London time: 03:20 UTC in winter, 02:20 UTC in summer.
      const next = new Date(items.find((j) => j.name === 'purge-sent-mail')!.nextRunAt!);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.toLocaleTimeString('en-GB', { timeZone: 'Europe/London' })).toBe('03:20:00');
      const started = await t.app.get(CommandBus).execute(new RunJobCommand('purge-sent-mail'));
      expect(started).toEqual({ operationId: expect.any(String), message: 'Started' });
      const operation = await eventually(async () => {
        const [row] = (await t.app.get(OperationsLog).list({ limit: 1, offset: 0, kind: 'job:purge-sent-mail' })).items;
        expect(row.success).toBe(true);
        return row;
      });
      expect(operation).toMatchObject({ id: started.operationId, actor: 'job:purge-sent-mail', data: { counts: { mails: 0 } } });
      await expect(t.app.get(CommandBus).execute(new RunJobCommand('no-such-job'))).rejects.toBeInstanceOf(JobNotFoundError);
      const held = await JobLock.tryAcquire(t.app.get(DataSource), 'purge-sent-mail');
      expect(held).not.toBeNull();
      try {
        await expect(t.app.get(CommandBus).execute(new RunJobCommand('purge-sent-mail'))).rejects.toBeInstanceOf(JobAlreadyRunningError);
      } finally {
        await held?.release();
      }
    });
  });

  describe('over HTTP, signed in as an admin', () => {
    let admin: AdminTestClient;
    const post = async (path: string) => {
      const { status, body } = await admin.post(path);
      return { status, body };
    };

    it('answers the contract shapes and clear errors', async () => {
      admin = (await signedInAdmin(t.app, t.base, 'ops-owner')).client;
      const operations = await admin.get<{ items: unknown[]; total: number }>('/api/admin/operations?limit=1&kind=events.feature');
      expect(operations.status).toBe(200);
      expect(operations.headers.get('cache-control')).toBe('no-store');
      expect(operations.body).toEqual({
        total: 1,
        items: [
          {
            id: expect.any(String),
            kind: 'events.feature',
            actor: 'alice',
            startedAt: expect.any(String),
            finishedAt: expect.any(String),
            success: false,
            message: 'Only a published event can be featured.',
            data: {},
          },
        ],
      });
      const tooMany = await admin.get<{ message: string }>('/api/admin/operations?limit=500');
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('limit: limit must be between 1 and 100');

      const jobs = await admin.get<{ items: Array<{ name: string }> }>('/api/admin/jobs');
      expect(jobs.status).toBe(200);
      expect(jobs.body.items.map((j) => j.name)).toContain('expire-past-events');
      expect(jobs.body.items.map((j) => j.name)).toContain('publish-scheduled-events');

      const started = await post('/api/admin/jobs/purge-rate-limits/run');
      expect(started).toEqual({ status: 202, body: { operationId: expect.any(String), message: 'Started' } });
      const unknown = await post('/api/admin/jobs/no-such-job/run');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'JOBS.NOT_FOUND', message: 'There is no job called "no-such-job".' });

      await eventually(async () => {
        const [run] = (await t.app.get(OperationsLog).list({ limit: 1, offset: 0, kind: 'job:purge-rate-limits' })).items;
        expect(run).toMatchObject({ id: started.body.operationId, success: true });
      });
      const held = await JobLock.tryAcquire(t.app.get(DataSource), 'purge-rate-limits'); // as another instance would
      expect(held).not.toBeNull();
      try {
        const busy = await post('/api/admin/jobs/purge-rate-limits/run');
        expect(busy.status).toBe(409);
        expect(busy.body).toMatchObject({ code: 'JOBS.ALREADY_RUNNING', message: 'This job is already running.' });
      } finally {
        await held?.release();
      }
    });

    it('filters the log by actor, kind, outcome and UK days, lists the kinds, and exports the filtered log as CSV', async () => {
      await runAs({ kind: 'admin', id: 'm1', username: 'mallory_x' }, () =>
        t.app.get(OperationsLog).record('events.publish', true, { message: '=HYPERLINK("http://evil.example")', data: { id: 'e9' } }),
      );
      const list = (query: string) =>
        admin.get<{ items: Array<{ actor: string; kind: string; success: boolean }>; total: number }>(`/api/admin/operations?${query}`);
      const byAlice = await list('actor=ALI&limit=100');
      expect(byAlice.body.total).toBe(3);
      expect(new Set(byAlice.body.items.map((o) => o.actor))).toEqual(new Set(['alice']));
      expect((await list('actor=alice&outcome=failed')).body).toMatchObject({ total: 1, items: [{ kind: 'events.feature', success: false }] });
      expect((await list('actor=alice&kind=events.publish&outcome=success')).body.total).toBe(2);
      // LIKE wildcards in the actor are taken literally: "_" matches only an underscore.
      expect((await list('actor=y_x')).body.total).toBe(1);
      expect((await list('actor=%25')).body.total).toBe(0);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
      expect((await list(`actor=alice&from=${today}&to=${today}`)).body.total).toBe(3);
      expect((await list(`actor=alice&from=${tomorrow}`)).body.total).toBe(0);

      const kinds = await admin.get<{ kinds: string[] }>('/api/admin/operations/kinds');
      expect(kinds.status).toBe(200);
      expect(kinds.body.kinds).toEqual(expect.arrayContaining(['events.feature', 'events.publish', 'job:purge-rate-limits']));
      expect(kinds.body.kinds).toEqual([...kinds.body.kinds].sort());

      const csv = await admin.get<string>('/api/admin/operations/export?kind=events.publish');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="operations-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.headers.get('x-total-count')).toBe('3');
      const lines = String(csv.body).trim().split('\n');
      expect(lines[0]).toBe('started_at,finished_at,kind,actor,outcome,message,data');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(`mallory_x,success,"'=HYPERLINK(""http://evil.example"")"`);

      for (const [query, message] of [
        ['outcome=maybe', 'outcome: outcome must be success, failed or running'],
        ['from=2026-13-01', 'from: from must be a date (YYYY-MM-DD)'],
        [`from=${tomorrow}&to=${today}`, 'from: from must not be after to'],
      ]) {
        const bad = await admin.get<{ message: string }>(`/api/admin/operations?${query}`);
        expect([query, bad.status, bad.body.message]).toEqual([query, 400, message]);
        expect((await admin.get(`/api/admin/operations/export?${query}`)).status).toBe(400);
      }
      // Any admin may read the log; nobody signed out may.
      const editor = (await signedInAdmin(t.app, t.base, 'ops-editor', 'editor')).client;
      expect((await editor.get('/api/admin/operations/export')).status).toBe(200);
      expect((await fetch(`${t.base}/api/admin/operations/export`)).status).toBe(401);
      expect((await fetch(`${t.base}/api/admin/operations/kinds`)).status).toBe(401);
    });
  });
});
