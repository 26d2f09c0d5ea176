import { SchedulerRegistry } from '@nestjs/schedule';
import { signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp } from '../../platform/testing/test-app';
import { withCategories } from './testing/discovery-fixtures';
import { FakeWeb } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;

function feed(): string {
  const events = ['Cardiff Harbour Music Week', 'Glasgow Street Food Weekend', 'Norwich Family Kite Day'].map((name, i) =>
    [
      'BEGIN:VEVENT',
      `UID:job-${i}@example.org`,
      `DTSTART;VALUE=DATE:${Y}0${i + 4}10`,
      `DTEND;VALUE=DATE:${Y}0${i + 4}12`,
      `SUMMARY:${name}`,
      `LOCATION:${name.split(' ')[0]}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Job//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

describe('the discover-events job', () => {
  const web = new FakeWeb();
  beforeAll(async () => {
    await web.start();
    web.routes.set('/job.ics', { type: 'text/calendar', body: feed() });
  });
  afterAll(() => web.stop());

  it('runs each scheduled occurrence once across two app instances and imports every event once', async () => {
    const env = { FETCH_ALLOWED_ORIGINS: web.origin, FETCH_HOST_INTERVAL_MS: '0', DISCOVERY_ICS_FEEDS: `${web.origin}/job.ics` };
    const setup = await startTestApp({ env });
    await withCategories(setup);
    await setup.close();
    const every = { ...env, JOBS_ENABLED: 'true', JOB_DISCOVER_EVENTS_CRON: '* * * * * *' };
    const first = await startTestApp({ env: every, databaseUrl: setup.databaseUrl });
    const second = await startTestApp({ env: every, databaseUrl: setup.databaseUrl });
    try {
      await eventually(async () => {
        const [{ n }] = await first.db.query(`SELECT count(*)::int AS n FROM operation_log WHERE kind = 'job:discover-events' AND finished_at IS NOT NULL`);
        expect(n).toBeGreaterThanOrEqual(3);
      }, 30_000);
    } finally {
      await second.close();
    }
    const runs: Array<{ occurrence: string; success: boolean; added: number; found: number; actor: string }> = await first.db.query(
      `SELECT data->>'occurrence' AS occurrence, success, actor, (data->'counts'->>'added')::int AS added, (data->'counts'->>'found')::int AS found
         FROM operation_log WHERE kind = 'job:discover-events' AND finished_at IS NOT NULL ORDER BY id`,
    );
    const [{ events }] = await first.db.query(`SELECT count(*)::int AS events FROM events`);
    const discoveryRuns = await first.db.query(`SELECT trigger, actor, status FROM discovery_runs ORDER BY started_at`);
    await first.close();
    expect(new Set(runs.map((r) => r.occurrence)).size).toBe(runs.length); // no occurrence ran twice
    expect(runs.every((r) => r.success && r.actor === 'job:discover-events' && r.found === 3)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.added, 0)).toBe(3); // the first run imported them, later runs nothing
    expect(events).toBe(3);
    expect(discoveryRuns.length).toBeGreaterThanOrEqual(runs.length);
    expect(discoveryRuns[0]).toMatchObject({ trigger: 'schedule', actor: 'job:discover-events', status: 'complete' });
  }, 90_000);

  it('can be switched off, and is listed with the other jobs', async () => {
    const t = await startTestApp({ env: { JOBS_ENABLED: 'true', JOB_DISCOVER_EVENTS_CRON: 'off' } });
    try {
      expect(t.app.get(SchedulerRegistry).doesExist('cron', 'job:discover-events')).toBe(false);
      const { client } = await signedInAdmin(t.app, t.base, 'job-owner');
      const jobs = await client.get<{ items: Array<Record<string, unknown>> }>('/api/admin/jobs');
      expect(jobs.body.items.find((j) => j.name === 'discover-events')).toMatchObject({ enabled: false, cron: '30 4 * * *', nextRunAt: null });
    } finally {
      await t.close();
    }
  }, 30_000);
});
