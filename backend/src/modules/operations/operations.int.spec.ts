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
      expect(items).toHaveLength(17);
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
  });
});
