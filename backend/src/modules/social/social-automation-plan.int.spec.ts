/**
 * The automation plan job on a real PostgreSQL, with the Graph API (Instagram) and X played by local servers: driven by
 * a controlled clock through a UK day at every occurrence of its cron, one post per slot (Instagram feed 12:00 and
 * story 18:00, X 08:00/14:00/20:00; TikTok 19:00 skipped with its reason, as TikTok is not connected here), nothing while Stopped or
 * Paused, no second post for a slot from a second run or two runs at once, a platform that is not ready skipped with
 * its reason in the operations log, and the plan on the Automation tab's status answer.
 */
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { nextOccurrence } from '../../platform/scheduler/cron-occurrence';
import { JobResult } from '../../platform/scheduler/scheduled-job';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { RunAutomationPlanCommand } from './commands/run-automation-plan/run-automation-plan.command';
import { socialPlanPostsJob } from './commands/run-automation-plan/run-automation-plan.job';
import { xPostLength } from './domain/x-post-length';
import { FakeGraphApiServer } from './testing/fake-graph-api.server';
import { FakeXApiServer } from './testing/fake-x-api.server';

type Row = { platform: string; format: string; state: string; plan_slot: string; event_id: string; content: string; error: string | null; source: string };

describe('The automation plan job (real PostgreSQL, local Graph and X APIs, a controlled clock)', () => {
  const graph = new FakeGraphApiServer();
  const x = new FakeXApiServer();
  // Monday 23 November 2026, before the first slot (GMT: UK time = UTC).
  const clock = new FixedClock(new Date('2026-11-23T00:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;

  const run = async (at: Date): Promise<JobResult & { error?: string }> => {
    clock.set(at);
    const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => t.app.get(JobScheduler).runNow(socialPlanPostsJob.name));
    return done.catch((error: Error) => ({ message: error.message, counts: {}, error: error.message }));
  };
  const planPosts = async (): Promise<Row[]> =>
    t.db.query(
      `SELECT platform, format, state, plan_slot, event_id, content, error, source FROM social_posts WHERE plan_slot IS NOT NULL ORDER BY scheduled_at, plan_slot`,
    );
  /** Signs in again at the clock's time (sessions expire by the same clock). */
  const signIn = async () => {
    admin = new AdminTestClient(t.base);
    expect((await admin.login('plan-owner', password)).status).toBe(200);
  };
  const setAutomation = async (action: 'start' | 'pause' | 'stop') => {
    await signIn();
    const res = await admin.post<{ state: string }>('/api/social-media/automation', { action });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    await Promise.all([graph.start(), x.start()]);
    t = await startTestApp({
      clock,
      fireSchedules: false, // the test runs the job at the clock's times itself
      seed: true,
      env: {
        FACEBOOK_PAGE_ID: graph.pageId,
        FACEBOOK_PAGE_TOKEN: graph.token,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        INSTAGRAM_BUSINESS_ACCOUNT_ID: graph.igUserId,
        X_API_URL: x.origin,
        X_ACCESS_TOKEN: x.token,
        JOBS_ENABLED: 'true',
      },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'plan-owner'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([graph.stop(), x.stop()]);
  });

  it('posts nothing while Stopped or Paused', async () => {
    expect((await run(new Date('2026-11-23T08:00:00Z'))).message).toBe('Automation is stopped; X 08:00 not posted');
    await setAutomation('pause');
    expect((await run(new Date('2026-11-23T08:05:00Z'))).message).toBe('Automation is paused; X 08:00 not posted');
    expect((await run(new Date('2026-11-23T07:55:00Z'))).message).toBe('No plan slot is due');
    expect(await planPosts()).toEqual([]);
    expect(x.tweets).toHaveLength(0);
  });

  it('posts each slot of a UK day once, at every occurrence of its cron, through each platform', async () => {
    await setAutomation('start');
    const fired: Array<{ at: string; message: string; failed: boolean }> = [];
    const skipped: string[] = [];
    let at = new Date('2026-11-23T00:00:00Z');
    for (;;) {
      at = nextOccurrence(socialPlanPostsJob.cron, at);
      if (at >= new Date('2026-11-24T00:00:00Z')) break;
      const result = await run(at);
      if (/: skipped, /.test(result.message)) skipped.push(result.message);
      else if (result.message !== 'No plan slot is due' && !/already posted$/.test(result.message))
        fired.push({ at: at.toISOString().slice(11, 16), message: result.message, failed: Boolean(result.error) });
    }
    expect(fired.map((f) => [f.at, f.failed])).toEqual([
      ['08:00', false],
      ['12:00', false],
      ['14:00', false],
      ['18:00', false],
      ['20:00', false],
    ]);
    expect(fired[0]!.message).toMatch(/^X 08:00: posted /);
    expect(fired[3]!.message).toMatch(/^Instagram story 18:00: posted /);
    // TikTok is not connected in this test: each tick within the slot's 55 minutes tries again and says why.
    expect(skipped.length).toBeGreaterThanOrEqual(1);
    for (const message of skipped) expect(message).toMatch(/^TikTok 19:00: skipped, TikTok is not configured/);

    const posts = await planPosts();
    expect(posts.map((p) => [p.plan_slot, p.state])).toEqual([
      ['x-feed@2026-11-23T08:00:00.000Z', 'published'],
      ['instagram-feed@2026-11-23T12:00:00.000Z', 'published'],
      ['x-feed@2026-11-23T14:00:00.000Z', 'published'],
      ['instagram-story@2026-11-23T18:00:00.000Z', 'published'],
      ['x-feed@2026-11-23T20:00:00.000Z', 'published'],
    ]);
    expect(posts.every((p) => p.source === 'scheduler')).toBe(true);
    // Three different festivals on X, two on Instagram; every X text within 280 characters.
    const xs = posts.filter((p) => p.platform === 'x');
    expect(new Set(xs.map((p) => p.event_id)).size).toBe(3);
    expect(xs.every((p) => xPostLength(p.content) <= 280)).toBe(true);
    expect(x.tweets.map((tw) => tw.text)).toEqual(xs.map((p) => p.content));
    const ig = posts.filter((p) => p.platform === 'instagram');
    expect(new Set(ig.map((p) => p.event_id)).size).toBe(2);
    expect(graph.igMedia.map((m) => [m.mediaType, m.caption === '' ? 'no caption' : 'caption'])).toEqual([
      ['IMAGE', 'caption'],
      ['STORIES', 'no caption'],
    ]);
    expect(graph.igMedia[1]!.imageUrl).toContain(`/api/events/${ig[1]!.event_id}/`);

    const ops: Array<{ message: string }> = await t.db.query(
      `SELECT message FROM operation_log WHERE kind = 'job:social-plan-posts' AND message LIKE 'TikTok 19:00:%'`,
    );
    expect(ops.map((o) => o.message)).toEqual(skipped);
  }, 120_000);

  it('never posts a slot twice: a second run of the same tick, and two runs at once', async () => {
    const again = await run(new Date('2026-11-23T20:10:00Z'));
    expect(again).toMatchObject({ message: 'X 20:00 already posted', counts: { published: 0, failed: 0, skipped: 0 } });
    // Two runs at the same instant without the job's lock (two instances racing): the slot's unique key keeps one post.
    clock.set(new Date('2026-11-24T08:00:00Z'));
    const bus = t.app.get(CommandBus);
    const results = await Promise.all([bus.execute(new RunAutomationPlanCommand()), bus.execute(new RunAutomationPlanCommand())]);
    expect(results.map((r) => r.counts.published).sort()).toEqual([0, 1]);
    const rows: Row[] = await t.db.query(`SELECT plan_slot FROM social_posts WHERE plan_slot = 'x-feed@2026-11-24T08:00:00.000Z'`);
    expect(rows).toHaveLength(1);
    expect(x.tweets).toHaveLength(4);
  });

  it('skips a platform that is not ready, with the reason in the operations log, and posts nothing while Paused', async () => {
    const scopes = graph.scopes;
    graph.scopes = scopes.filter((s) => s !== 'instagram_content_publish');
    const skipped = await run(new Date('2026-11-24T12:00:00Z'));
    expect(skipped.message).toBe('Instagram 12:00: skipped, The page token lacks instagram_content_publish; Instagram posting is disabled.');
    expect(skipped.counts).toMatchObject({ skipped: 1, published: 0 });
    const [op] = await t.db.query(`SELECT success, message FROM operation_log WHERE kind = 'job:social-plan-posts' ORDER BY started_at DESC LIMIT 1`);
    expect(op).toEqual({ success: true, message: skipped.message });
    // Connected again within the slot's grace: the next tick posts it.
    graph.scopes = scopes;
    expect((await run(new Date('2026-11-24T12:05:00Z'))).message).toMatch(/^Instagram 12:00: posted /);

    await setAutomation('pause');
    const before = (await planPosts()).length;
    expect((await run(new Date('2026-11-24T14:00:00Z'))).message).toBe('Automation is paused; X 14:00 not posted');
    expect(await planPosts()).toHaveLength(before);
    await setAutomation('start');
  });

  it('shows the plan, the posts a week it makes and the next post on the status answer', async () => {
    clock.set(new Date('2026-11-24T14:30:00Z'));
    await signIn();
    type Status = { status: { nextPost: string | null; automation: string }; plan: Record<string, unknown> };
    const res = await admin.get<Status>('/api/social-media/scheduler/status');
    expect(res.status).toBe(200);
    expect(res.body.plan).toEqual({
      jobEnabled: true,
      slots: [
        { platform: 'x', format: 'feed', days: 'Daily', time: '08:00' },
        { platform: 'instagram', format: 'feed', days: 'Daily', time: '12:00' },
        { platform: 'x', format: 'feed', days: 'Daily', time: '14:00' },
        { platform: 'instagram', format: 'story', days: 'Daily', time: '18:00' },
        { platform: 'tiktok', format: 'feed', days: 'Mon, Wed, Fri', time: '19:00' },
        { platform: 'x', format: 'feed', days: 'Daily', time: '20:00' },
      ],
      postsPerWeek: 38,
      byPlatform: { instagram: 14, tiktok: 3, x: 21 },
      facebookWindowsPerWeek: 7,
      facebookPostsPerWindow: 3,
      nextSlot: { platform: 'instagram', format: 'story', at: '2026-11-24T18:00:00.000Z' },
    });
    expect(res.body.status.nextPost).toBe('2026-11-24T18:00:00.000Z');
    await setAutomation('stop');
    const stopped = await admin.get<Status>('/api/social-media/scheduler/status');
    expect([stopped.body.status.nextPost, stopped.body.plan.nextSlot]).toEqual([null, null]);
  });
});
