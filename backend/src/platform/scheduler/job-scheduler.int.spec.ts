import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { runAs } from '../actor/actor-context';
import { OperationsLog } from '../operations/operations-log';
import { eventually, startTestApp, TestApp } from '../testing/test-app';
import { JobAlreadyRunningError, JobNotFoundError } from './job.errors';
import { JobLock } from './job-lock';
import { JobScheduler } from './job-scheduler';

const EVERY_SECOND = { JOBS_ENABLED: 'true', JOB_PURGE_RATE_LIMITS_CRON: '* * * * * *' } as const;

async function expiredCounters(db: DataSource, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await db.query(
      `INSERT INTO rate_limit_counters (key, window_start, count, expires_at) VALUES ($1, now() - interval '2 hours', 1, now() - interval '1 hour')`,
      [`test:${Math.random()}`],
    );
  }
}

describe('job scheduler across two app instances', () => {
  it('runs each scheduled occurrence once although both instances fire it', async () => {
    const first = await startTestApp({ env: EVERY_SECOND });
    const second = await startTestApp({ env: EVERY_SECOND, databaseUrl: first.databaseUrl });
    try {
      for (const instance of [first, second]) {
        expect(instance.app.get(SchedulerRegistry).doesExist('cron', 'job:purge-rate-limits')).toBe(true);
      }
      await expiredCounters(first.app.get(DataSource), 4);
      // Several occurrences, both instances firing each (however slowly a busy machine ticks), and the run that
      // deleted the counters logged (a run can be between its delete and its log row when we look).
      await eventually(async () => {
        const [{ n, deleted }] = await first.app
          .get(DataSource)
          .query(
            `SELECT count(*)::int AS n, coalesce(sum((data->'counts'->>'counters')::int), 0)::int AS deleted FROM operation_log WHERE kind = 'job:purge-rate-limits'`,
          );
        expect(n).toBeGreaterThanOrEqual(3);
        expect(deleted).toBe(4);
      }, 20_000);
    } finally {
      await second.close();
    }
    const db = first.app.get(DataSource);
    const runs: Array<{ occurrence: string; success: boolean; counters: number }> = await db.query(
      `SELECT data->>'occurrence' AS occurrence, success, (data->'counts'->>'counters')::int AS counters
         FROM operation_log WHERE kind = 'job:purge-rate-limits' ORDER BY id`,
    );
    await first.close();
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(runs.map((r) => r.occurrence)).size).toBe(runs.length); // no occurrence ran twice
    expect(runs.every((r) => r.success)).toBe(true);
    // The four expired counters were deleted by exactly one run.
    expect(runs.reduce((sum, r) => sum + r.counters, 0)).toBe(4);
  });
});

describe('job scheduler: run now, failures, listing', () => {
  let t: TestApp;
  let db: DataSource;
  let scheduler: JobScheduler;
  beforeAll(async () => {
    t = await startTestApp({ env: { JOBS_ENABLED: 'true', JOB_EXPIRE_PAST_EVENTS_CRON: 'off', JOB_PURGE_SENT_MAIL_CRON: '30 4 * * 1' } });
    db = t.app.get(DataSource);
    scheduler = t.app.get(JobScheduler);
  });
  afterAll(() => t.close());

  it('runs a job now as the job, recording who asked and the counts', async () => {
    await expiredCounters(db, 3);
    const { operationId, done } = await runAs({ kind: 'admin', id: 'a1', username: 'alice' }, () => scheduler.runNow('purge-rate-limits'));
    await done;
    const [operation] = (await t.app.get(OperationsLog).list({ limit: 1, offset: 0, kind: 'job:purge-rate-limits' })).items;
    expect(operation).toMatchObject({
      id: operationId,
      actor: 'job:purge-rate-limits',
      success: true,
      message: 'Deleted 3 expired rate-limit counters',
      data: { trigger: 'run-now', requestedBy: 'alice', counts: { counters: 3 } },
    });
    expect(operation.finishedAt).not.toBeNull();
  });

  it('records a failing run as failed and frees the job again', async () => {
    await db.query('ALTER TABLE outbound_mail RENAME TO outbound_mail_hidden');
    try {
      const { done } = await scheduler.runNow('purge-sent-mail');
      await expect(done).rejects.toThrow(/outbound_mail/);
    } finally {
      await db.query('ALTER TABLE outbound_mail_hidden RENAME TO outbound_mail');
    }
    const [operation] = (await t.app.get(OperationsLog).list({ limit: 1, offset: 0, kind: 'job:purge-sent-mail' })).items;
    expect(operation.success).toBe(false);
    expect(operation.message).toMatch(/outbound_mail/);
    const { done } = await scheduler.runNow('purge-sent-mail');
    await expect(done).resolves.toMatchObject({ counts: { mails: 0 } });
  });

  it('refuses to start a job that is already running anywhere, and an unknown job', async () => {
    const held = await JobLock.tryAcquire(db, 'purge-old-contact-messages'); // as another instance would
    expect(held).not.toBeNull();
    try {
      await expect(scheduler.runNow('purge-old-contact-messages')).rejects.toBeInstanceOf(JobAlreadyRunningError);
      const listed = (await scheduler.list()).find((j) => j.name === 'purge-old-contact-messages');
      expect(listed?.running).toBe(true);
    } finally {
      await held?.release();
    }
    expect((await scheduler.list()).find((j) => j.name === 'purge-old-contact-messages')?.running).toBe(false);
    await expect(scheduler.runNow('no-such-job')).rejects.toBeInstanceOf(JobNotFoundError);
  });

  it('lists every job with its schedule, switch, last run and next run', async () => {
    const jobs = await scheduler.list();
    expect(jobs.map((j) => j.name)).toEqual([
      'alert-mails',
      'analyse-event-images',
      'check-dead-links',
      'clean-websites',
      'discover-events',
      'expire-past-events',
      'facebook-posts',
      'newsletter-campaigns',
      'newsletter-digest',
      'publish-scheduled-events',
      'purge-alerts',
      'purge-old-contact-messages',
      'purge-rate-limits',
      'purge-sent-mail',
      'purge-unconfirmed-subscriptions',
      'scheduled-image-enhancement',
      'social-plan-posts',
      'social-scheduled-posts',
      'tiktok-token-refresh',
      'validate-authenticity',
    ]);
    const byName = Object.fromEntries(jobs.map((j) => [j.name, j]));
    expect(byName['expire-past-events']).toMatchObject({ enabled: false, nextRunAt: null, lastRun: null, cron: '0 1 * * *' });
    expect(byName['purge-sent-mail']).toMatchObject({ enabled: true, cron: '30 4 * * 1', lastRun: { success: true } });
    expect(new Date(byName['purge-sent-mail'].nextRunAt!).getUTCDay()).toBe(1);
    expect(byName['purge-rate-limits'].lastRun).toMatchObject({ success: true, message: 'Deleted 3 expired rate-limit counters' });
    expect(t.app.get(SchedulerRegistry).doesExist('cron', 'job:expire-past-events')).toBe(false);
  });
});
