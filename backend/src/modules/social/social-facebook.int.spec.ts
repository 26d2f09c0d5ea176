import Ajv from 'ajv';
import { randomUUID } from 'node:crypto';
import { runAs } from '../../platform/actor/actor-context';
import { nextOccurrence } from '../../platform/scheduler/cron-occurrence';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { facebookPostsJob } from './commands/run-facebook-schedule/run-facebook-schedule.job';
import { FakeGraphApiServer } from './testing/fake-graph-api.server';

type RunResult = { success: boolean; message: string; results: Array<{ success: boolean; eventId: string; postId: string; error: string | null }> };
type Post = {
  id: string;
  state: string;
  source: string;
  content: string;
  eventId: string | null;
  externalId: string | null;
  error: string | null;
  scheduledAt: string | null;
};

const INTERVAL_MS = 60;

describe('Facebook publishing and the UK-time scheduler (real PostgreSQL, real HTTP, a local Graph API)', () => {
  const graph = new FakeGraphApiServer();
  const clock = new FixedClock(new Date('2026-03-25T12:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  /** Moves the clock; the admin signs in again, since sessions expire by the same clock. */
  const moveClock = async (at: Date) => {
    clock.set(at);
    admin = new AdminTestClient(t.base);
    expect((await admin.login('social-owner', password)).status).toBe(200);
  };

  beforeAll(async () => {
    await graph.start();
    t = await startTestApp({
      clock,
      fireSchedules: false, // the test runs the job at the clock's times itself
      seed: true,
      env: {
        FACEBOOK_PAGE_ID: graph.pageId,
        FACEBOOK_PAGE_TOKEN: graph.token,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        FACEBOOK_POST_INTERVAL_MS: String(INTERVAL_MS),
        JOBS_ENABLED: 'true',
      },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'social-owner'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await graph.stop();
  });

  beforeEach(() => {
    graph.mode = 'ok';
  });

  it('keeps every social endpoint behind the admin session and writes behind the CSRF token', async () => {
    for (const path of [
      '/api/facebook/test-permissions',
      '/api/facebook/scheduler/status',
      '/api/social-media/analytics',
      '/api/social-media/posts',
      '/api/tiktok/status',
    ]) {
      expect([path, (await t.get(path)).status]).toEqual([path, 401]);
    }
    expect((await t.post('/api/facebook/post-events', {})).status).toBe(401);
    expect((await admin.post('/api/facebook/post-events', {}, { csrf: false })).status).toBe(403);
    expect(graph.posts).toHaveLength(0);
  });

  it('reports the permissions of the page token (debug_token), also when one is missing or the token expired', async () => {
    const ok = await admin.get<{ hasAllRequired: boolean; message: string; missing: string[] }>('/api/facebook/test-permissions');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ hasAllRequired: true, missing: [] });
    graph.mode = 'missing-permission';
    const missing = await admin.get<{ hasAllRequired: boolean; message: string; missing: string[] }>('/api/facebook/test-permissions');
    expect(missing.body).toMatchObject({ hasAllRequired: false, missing: ['pages_manage_posts'], message: 'The page token lacks pages_manage_posts.' });
    graph.mode = 'expired-token';
    const expired = await admin.get<{ hasAllRequired: boolean; message: string }>('/api/facebook/test-permissions');
    expect(expired.body.hasAllRequired).toBe(false);
    expect(expired.body.message).toMatch(/expired or was revoked/);
    expect(graph.requests.every((r) => r.authorization === `Bearer ${graph.token}`)).toBe(true);
  });

  it('refuses to post without every permission (409), posting nothing', async () => {
    graph.mode = 'missing-permission';
    const res = await admin.post<{ code: string; message: string }>('/api/facebook/post-events', {});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SOCIAL.PERMISSIONS_MISSING');
    expect(graph.posts).toHaveLength(0);
  });

  it('posts the next three upcoming festivals, at least the interval apart, with text from their own fields', async () => {
    const upcoming = (
      await t.get<Array<{ id: string; title: string; datesConfirmed: boolean; price: string | null; isFree: boolean }>>('/api/events/upcoming?limit=3')
    ).body;
    const res = await admin.post<RunResult>('/api/facebook/post-events', {});
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.results.map((r) => r.eventId)).toEqual(upcoming.map((e) => e.id));
    const sent = graph.posts.slice(-3);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
    for (const [i, e] of upcoming.entries()) {
      expect(sent[i]!.message.split('\n')[0]).toBe(e.title);
      expect(sent[i]!.link).toBe(`${t.base}/events/${e.id}`);
      if (!e.datesConfirmed) expect(sent[i]!.message).toMatch(/Expected .* dates to be confirmed/);
      if (!e.price && !e.isFree) expect(sent[i]!.message).toContain('Price TBC');
    }
    const posts = await admin.get<{ items: Post[] }>('/api/social-media/posts?platform=facebook&state=published');
    expect(posts.body.items.filter((p) => res.body.results.some((r) => r.postId === p.id)).map((p) => p.externalId)).toEqual(
      expect.arrayContaining(sent.map((p) => p.id)),
    );
    const ops = await admin.get<{ items: Array<{ kind: string; actor: string; success: boolean }> }>('/api/admin/operations?kind=social.facebook-post-events');
    expect(ops.body.items[0]).toMatchObject({ actor: 'social-owner', success: true });
  });

  it('skips festivals posted in the last seven days, so the next run posts the following three', async () => {
    const before = graph.posts.length;
    const res = await admin.post<RunResult>('/api/facebook/scheduler/test', {});
    expect(res.body.success).toBe(true);
    expect(graph.posts).toHaveLength(before + 1);
    const upcoming = (await t.get<Array<{ id: string }>>('/api/events/upcoming?limit=4')).body;
    expect(res.body.results[0]!.eventId).toBe(upcoming[3]!.id);
  });

  it('stores a refusal on the post (rate limit), keeps the draft text, and publishes it on retry', async () => {
    const event = (await t.get<Array<{ id: string }>>('/api/events/upcoming?limit=10')).body[9]!;
    const draft = await admin.post<Post>('/api/social-media/posts', { platform: 'facebook', eventId: event.id });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ state: 'draft', source: 'admin', eventId: event.id });
    const publish = () => admin.post<{ success: boolean; message: string; post: Post }>(`/api/social-media/posts/${draft.body.id}/publish`, {});
    const before = graph.posts.length;
    graph.mode = 'rate-limited';
    expect((await publish()).status).toBe(409); // already refused at the permission check
    graph.mode = 'feed-rate-limited';
    const limited = await publish();
    expect(limited.status).toBe(200);
    expect(limited.body).toMatchObject({ success: false, post: { state: 'failed', content: draft.body.content } });
    expect(limited.body.post.error).toMatch(/rate limit/);
    expect(graph.posts).toHaveLength(before);
    graph.mode = 'ok';
    const ok = await publish();
    expect(ok.body).toMatchObject({ success: true, post: { state: 'published', content: draft.body.content, error: null } });
    expect((await publish()).status).toBe(409); // a published post is not posted twice
    expect(graph.posts).toHaveLength(before + 1);
    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [draft.body.id]);
    expect(types.map((r: { type: string }) => r.type)).toEqual(['SocialPostDrafted', 'SocialPostFailed', 'SocialPostPublished']);
  });

  it('posts a draft once when Publish is pressed twice at the same time', async () => {
    const draft = await admin.post<Post>('/api/social-media/posts', { content: 'One post, two clicks' });
    const before = graph.posts.length;
    const answers = await Promise.all([0, 1].map(() => admin.post(`/api/social-media/posts/${draft.body.id}/publish`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(graph.posts.length - before).toBe(1);
  });

  it('validates post input with readable messages', async () => {
    const none = await admin.post<{ message: string }>('/api/social-media/posts', { platform: 'facebook' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/give the post text, an event id, or both/);
    const bad = await admin.post<{ message: string }>('/api/social-media/posts', { eventId: 'not-an-id' });
    expect(bad.status).toBe(400);
    const unknown = await admin.post<{ code: string }>('/api/social-media/posts', { eventId: randomUUID() });
    expect(unknown.status).toBe(404);
    const tiktok = await admin.post<Post>('/api/social-media/posts', { platform: 'tiktok', content: 'A video idea' });
    expect(tiktok.status).toBe(201);
    const refused = await admin.post<{ code: string }>(`/api/social-media/posts/${tiktok.body.id}/publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SOCIAL.TIKTOK_NOT_CONFIGURED');
  });

  it('changes the automation state by command; the scheduler obeys it, posting once per UK window across the March clock change', async () => {
    const scheduler = t.app.get(JobScheduler);
    const run = async (at: Date) => {
      await moveClock(at);
      const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => scheduler.runNow(facebookPostsJob.name));
      return done;
    };
    expect((await admin.get<{ state: string }>('/api/social-media/automation')).body.state).toBe('stopped');
    expect((await run(new Date('2026-03-27T08:00:00Z'))).message).toBe('Automation is stopped; nothing posted');
    expect((await admin.post<{ state: string }>('/api/social-media/automation', { action: 'start' })).body.state).toBe('active');
    expect((await admin.post<{ message: string }>('/api/social-media/automation', { action: 'restart' })).status).toBe(400);

    // Every occurrence of the job's cron (each quarter hour from 08:00 and 10:00 UK) from Friday to Monday over the change (29 March 2026).
    const fired: Array<{ at: string; posted: number }> = [];
    let at = new Date('2026-03-27T00:00:00Z');
    const postsBefore = graph.posts.length;
    for (;;) {
      at = nextOccurrence(facebookPostsJob.cron, at);
      if (at >= new Date('2026-03-31T00:00:00Z')) break;
      fired.push({ at: at.toISOString(), posted: (await run(at)).counts.posted! });
    }
    expect(fired).toHaveLength(4 * 8);
    expect(fired.filter((f) => f.posted > 0)).toEqual([
      { at: '2026-03-27T08:00:00.000Z', posted: 3 }, // Friday 08:00 GMT
      { at: '2026-03-28T08:00:00.000Z', posted: 3 }, // Saturday 08:00 GMT
      { at: '2026-03-29T09:00:00.000Z', posted: 3 }, // Sunday 10:00 BST (not 08:00 BST, 07:00 UTC)
      { at: '2026-03-30T07:00:00.000Z', posted: 3 }, // Monday 08:00 BST
    ]);
    expect(fired.filter((f) => f.at.startsWith('2026-03-29T07:')).length).toBe(4); // the Sunday 08:xx ticks ran and posted nothing
    expect(graph.posts.length - postsBefore).toBe(12);
    const scheduled = (await admin.get<{ items: Post[] }>('/api/social-media/posts?limit=3&platform=facebook')).body.items;
    expect(scheduled.every((p) => p.source === 'scheduler' && p.state === 'published' && p.scheduledAt?.startsWith('2026-03-30T07:00:00'))).toBe(true);

    await admin.post('/api/social-media/automation', { action: 'pause' });
    expect((await run(new Date('2026-03-31T07:10:00Z'))).message).toBe('Automation is paused; nothing posted');
    await admin.post('/api/social-media/automation', { action: 'start' });
    const events = await t.db.query(`SELECT payload FROM event_log WHERE type = 'SocialAutomationChanged' ORDER BY sequence`);
    expect(events.map((e: { payload: { to: string } }) => e.payload.to)).toEqual(['active', 'paused', 'active']);
  }, 60_000);

  it('shows the next five UK posting windows and the spec status shapes', async () => {
    await moveClock(new Date('2026-10-23T12:00:00Z')); // Friday before the October change
    const status = await admin.get<{ enabled: boolean; schedule: string; nextPosts: Array<{ scheduledFor: string; label: string }> }>(
      '/api/facebook/scheduler/status',
    );
    expect(status.body.enabled).toBe(true);
    expect(status.body.nextPosts.map((p) => p.label)).toEqual([
      'Saturday 24 October, 08:00',
      'Sunday 25 October, 10:00',
      'Monday 26 October, 08:00',
      'Tuesday 27 October, 08:00',
      'Wednesday 28 October, 08:00',
    ]);
    expect(status.body.nextPosts[1]!.scheduledFor).toBe('2026-10-25T10:00:00.000Z');
    const social = await admin.get<{ success: boolean; status: { nextPost: string; scheduledPosts: number; automation: string } }>(
      '/api/social-media/scheduler/status',
    );
    // The next post is the automation plan's X 14:00 BST slot (13:00 UTC), before Saturday's 08:00 BST Facebook window.
    expect(social.body).toMatchObject({ success: true, status: { nextPost: '2026-10-23T13:00:00.000Z', scheduledPosts: 0, automation: 'active' } });
    // A post scheduled before that is the next post (13:30 BST is 12:30 UTC).
    const soon = await admin.post<Post>('/api/social-media/posts', { content: 'This afternoon' });
    await admin.post(`/api/social-media/posts/${soon.body.id}/schedule`, { scheduledAt: '2026-10-23T13:30' });
    const withPost = await admin.get<{ status: { nextPost: string; scheduledPosts: number } }>('/api/social-media/scheduler/status');
    expect(withPost.body.status).toMatchObject({ nextPost: '2026-10-23T12:30:00.000Z', scheduledPosts: 1 });
    await admin.post(`/api/social-media/posts/${soon.body.id}/unschedule`, {});
    const health = await admin.get<{ status: string; checks: Array<{ name: string; status: string }> }>('/api/facebook/scheduler/health-check');
    expect(health.status).toBe(200);
    expect(health.body.checks.find((c) => c.name === 'Token permissions')!.status).toBe('pass');
    graph.mode = 'expired-token';
    const broken = await admin.get<{ status: string; checks: Array<{ name: string; status: string }> }>('/api/facebook/scheduler/health-check');
    expect(broken.body.status).toBe('error');
  });

  it('posts once per UK window across the October clock change (Sunday 10:00 GMT, Monday 08:00 GMT)', async () => {
    const scheduler = t.app.get(JobScheduler);
    const run = async (at: Date) => {
      await moveClock(at);
      const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => scheduler.runNow(facebookPostsJob.name));
      return done;
    };
    expect((await admin.get<{ state: string }>('/api/social-media/automation')).body.state).toBe('active');
    // Every occurrence of the job's cron from Friday to Monday over the change (clocks go back at 01:00 UTC on 25 October 2026).
    const fired: Array<{ at: string; posted: number }> = [];
    let at = new Date('2026-10-23T00:00:00Z');
    const postsBefore = graph.posts.length;
    for (;;) {
      at = nextOccurrence(facebookPostsJob.cron, at);
      if (at >= new Date('2026-10-27T00:00:00Z')) break;
      fired.push({ at: at.toISOString(), posted: (await run(at)).counts.posted! });
    }
    expect(fired).toHaveLength(4 * 8);
    expect(fired.filter((f) => f.posted > 0)).toEqual([
      { at: '2026-10-23T07:00:00.000Z', posted: 3 }, // Friday 08:00 BST
      { at: '2026-10-24T07:00:00.000Z', posted: 3 }, // Saturday 08:00 BST
      { at: '2026-10-25T10:00:00.000Z', posted: 3 }, // Sunday 10:00 GMT (not 10:00 BST, 09:00 UTC)
      { at: '2026-10-26T08:00:00.000Z', posted: 3 }, // Monday 08:00 GMT
    ]);
    expect(fired.filter((f) => f.at.startsWith('2026-10-25T08:')).length).toBe(4); // the Sunday 08:xx ticks ran and posted nothing
    expect(fired.some((f) => f.at.startsWith('2026-10-25T09:'))).toBe(false); // 10:00 BST no longer exists that day
    expect(graph.posts.length - postsBefore).toBe(12);
    const last = (await admin.get<{ items: Post[] }>('/api/social-media/posts?limit=3&platform=facebook')).body.items;
    expect(last.every((p) => p.source === 'scheduler' && p.state === 'published' && p.scheduledAt?.startsWith('2026-10-26T08:00:00'))).toBe(true);
  }, 60_000);

  it('fetches engagement back from Facebook for analytics; platforms without data say so', async () => {
    const published = graph.posts.slice(-2);
    graph.metrics[published[0]!.id] = { reactions: 7, comments: 2, shares: 1 };
    graph.metrics[published[1]!.id] = { reactions: 3, comments: 0, shares: 0 };
    const refresh = await admin.post<{ refreshed: number; failed: number }>('/api/social-media/analytics/refresh', {});
    expect(refresh.status).toBe(200);
    expect(refresh.body.failed).toBe(0);
    const analytics = await admin.get<{
      analytics: {
        facebook: { hasData: boolean; reactions: number; comments: number; shares: number };
        instagram: { hasData: boolean; message: string };
        tiktok: { hasData: boolean };
      };
    }>('/api/social-media/analytics');
    expect(analytics.body.analytics.facebook).toMatchObject({ hasData: true, reactions: 10, comments: 2, shares: 1 });
    expect(analytics.body.analytics.instagram).toMatchObject({ hasData: false, message: expect.stringContaining('No Instagram figures') });
    expect(analytics.body.analytics.tiktok.hasData).toBe(false);
  });

  it('answers every social endpoint in the shape its OpenAPI document declares (signed in)', async () => {
    type Op = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
    const doc = (await t.get<{ paths: Record<string, Record<string, Op>>; components: object }>('/api/docs-json')).body;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const draft = await admin.post<Post>('/api/social-media/posts', { content: 'Shape check' });
    const calls: Array<[string, string, string, unknown?]> = [
      ['get', '/api/facebook/test-permissions', '/api/facebook/test-permissions'],
      ['get', '/api/facebook/scheduler/status', '/api/facebook/scheduler/status'],
      ['get', '/api/facebook/scheduler/health-check', '/api/facebook/scheduler/health-check'],
      ['post', '/api/facebook/scheduler/test', '/api/facebook/scheduler/test', {}],
      ['post', '/api/facebook/scheduler/test-weekend', '/api/facebook/scheduler/test-weekend', {}],
      ['get', '/api/social-media/scheduler/status', '/api/social-media/scheduler/status'],
      ['get', '/api/social-media/automation', '/api/social-media/automation'],
      ['post', '/api/social-media/automation', '/api/social-media/automation', { action: 'start' }],
      ['get', '/api/social-media/posts', '/api/social-media/posts?limit=5'],
      ['post', '/api/social-media/posts', '/api/social-media/posts', { content: 'Another' }],
      ['post', '/api/social-media/posts/{id}/publish', `/api/social-media/posts/${draft.body.id}/publish`, {}],
      ['post', '/api/social-media/posts/{id}/publish', `/api/social-media/posts/${randomUUID()}/publish`, {}],
      ['get', '/api/social-media/analytics', '/api/social-media/analytics'],
      ['post', '/api/social-media/analytics/refresh', '/api/social-media/analytics/refresh', {}],
      ['get', '/api/tiktok/status', '/api/tiktok/status'],
      ['get', '/api/tiktok/auth-url', '/api/tiktok/auth-url'],
      ['post', '/api/tiktok/disconnect', '/api/tiktok/disconnect', {}],
    ];
    const problems: string[] = [];
    for (const [method, path, url, body] of calls) {
      const res = await admin.request(method.toUpperCase(), url, body);
      const declared = doc.paths[path]?.[method]?.responses[String(res.status)];
      const schema = declared?.content?.['application/json']?.schema;
      if (!schema) {
        problems.push(`${method} ${url} → ${res.status} undeclared`);
        continue;
      }
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')));
      if (!validate(res.body)) problems.push(`${method} ${url} → ${res.status}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
  });

  it('never puts the page token in the event log, the operations log or an answer', async () => {
    const log = JSON.stringify(await t.db.query(`SELECT type, payload, metadata FROM event_log WHERE stream_type LIKE 'social%'`));
    const ops = JSON.stringify(await t.db.query(`SELECT message, data FROM operation_log`));
    const posts = JSON.stringify((await admin.get('/api/social-media/posts?limit=100')).body);
    for (const text of [log, ops, posts]) expect(text).not.toContain(graph.token);
    expect(log).toContain('SocialPostPublished');
  });
});
