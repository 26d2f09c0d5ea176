/**
 * AI items saved as drafts, scheduling and the scheduled-posts job, over real HTTP on a real PostgreSQL with the
 * Graph API played by a local server: validation, duplicates, UK wall-clock times, automation, no double posting,
 * refusals stored on the post, the event log and the operations log.
 */
import { randomUUID } from 'node:crypto';
import { runAs } from '../../platform/actor/actor-context';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { PostPublisher } from './commands/post-publisher';
import { FakeGraphApiServer } from './testing/fake-graph-api.server';

type Post = {
  id: string;
  platform: string;
  state: string;
  source: string;
  content: string;
  link: string | null;
  eventId: string | null;
  scheduledAt: string | null;
  externalId: string | null;
  error: string | null;
};
type Failure = { code: string; message: string };

describe('saved AI items, scheduling and the scheduled-posts job (real PostgreSQL, real HTTP, a local Graph API)', () => {
  const graph = new FakeGraphApiServer();
  const clock = new FixedClock(new Date('2026-11-25T10:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  const moveClock = async (at: Date) => {
    clock.set(at);
    admin = new AdminTestClient(t.base);
    expect((await admin.login('schedule-owner', password)).status).toBe(200);
  };
  const runJob = async () => {
    const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => t.app.get(JobScheduler).runNow('social-scheduled-posts'));
    return done.then(
      (r) => ({ ok: true, message: r.message, counts: r.counts }),
      (e: Error) => ({ ok: false, message: e.message, counts: {} as Record<string, number> }),
    );
  };
  const post = async (id: string) => (await admin.get<{ items: Post[] }>('/api/social-media/posts?limit=100')).body.items.find((p) => p.id === id)!;

  beforeAll(async () => {
    await graph.start();
    t = await startTestApp({
      clock,
      seed: true,
      env: { FACEBOOK_PAGE_ID: graph.pageId, FACEBOOK_PAGE_TOKEN: graph.token, FACEBOOK_GRAPH_URL: graph.graphUrl, JOBS_ENABLED: 'false' },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'schedule-owner'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await graph.stop();
  });

  beforeEach(() => {
    graph.mode = 'ok';
  });

  it('saves generated items as ai drafts with their platform and event, and refuses the same item twice (409)', async () => {
    const strategy = await admin.get<{
      strategy: { weeklyPosts: Array<{ platform: string; content: string; hashtags: string[]; callToAction: string; eventId: string }> };
    }>('/api/social-media/content-strategy');
    const item = strategy.body.strategy.weeklyPosts.find((p) => p.platform === 'x')!;
    const countBefore = Number((await t.db.query(`SELECT count(*) AS n FROM social_posts`))[0].n);
    const body = { platform: item.platform, text: item.content, hashtags: item.hashtags, callToAction: item.callToAction, eventId: item.eventId };
    const saved = await admin.post<Post>('/api/social-media/posts/generated', body);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ platform: 'x', state: 'draft', source: 'ai', eventId: item.eventId, link: `${t.base}/events/${item.eventId}` });
    expect(saved.body.content).toBe([item.content, item.callToAction, item.hashtags.join(' ')].join('\n\n'));

    const again = await admin.post<Failure>('/api/social-media/posts/generated', body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SOCIAL.ALREADY_SAVED', message: 'This item is already saved (a draft post); find it on the Publishing tab.' });
    const twice = await Promise.all([0, 1].map(() => admin.post('/api/social-media/posts/generated', { ...body, text: `${item.content} Again.` })));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM social_posts`))[0].n)).toBe(countBefore + 2);

    // The same text on another platform is another post; the platform's name is read without case.
    const other = await admin.post<Post>('/api/social-media/posts/generated', { ...body, platform: 'Facebook' });
    expect(other.body).toMatchObject({ platform: 'facebook', state: 'draft' });

    const instagram = (
      await admin.get<{ content: Array<{ captionText: string; hashtags: string[]; callToAction: string; eventId: string }> }>(
        '/api/social-media/instagram-content',
      )
    ).body.content[0]!;
    const ig = await admin.post<Post>('/api/social-media/posts/generated', {
      platform: 'instagram',
      text: instagram.captionText,
      hashtags: instagram.hashtags,
      callToAction: instagram.callToAction,
      eventId: instagram.eventId,
    });
    expect(ig.body).toMatchObject({ platform: 'instagram', source: 'ai', eventId: instagram.eventId });
    const listed = await admin.get<{ items: Post[] }>('/api/social-media/posts?platform=instagram&state=draft');
    expect(listed.body.items.map((p) => p.id)).toContain(ig.body.id);

    const types = await t.db.query(`SELECT type, payload FROM event_log WHERE stream_id = $1`, [saved.body.id]);
    expect(types).toEqual([{ type: 'SocialPostDrafted', payload: { platform: 'x', source: 'ai', eventId: item.eventId, length: saved.body.content.length } }]);
    const ops = await admin.get<{ items: Array<{ actor: string; success: boolean; message: string }> }>(
      '/api/admin/operations?kind=social.save-generated-post',
    );
    expect(ops.body.items.map((o) => o.success)).toEqual(expect.arrayContaining([true, false]));
    expect(ops.body.items[0]!.actor).toBe('schedule-owner');
  });

  it('saves a traffic funnel as a draft for the platform the admin picks, once per platform (409 on a second save)', async () => {
    const funnels = (await admin.get<{ funnels: string[] }>('/api/social-media/traffic-funnels')).body.funnels;
    expect(funnels.length).toBeGreaterThan(0);
    const funnel = funnels[0]!;
    const body = { platform: 'instagram', text: funnel, hashtags: [], callToAction: '', eventId: null };
    const saved = await admin.post<Post>('/api/social-media/posts/generated', body);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ platform: 'instagram', state: 'draft', source: 'ai', content: funnel, eventId: null, link: null });
    const again = await admin.post<Failure>('/api/social-media/posts/generated', body);
    expect([again.status, again.body.code]).toEqual([409, 'SOCIAL.ALREADY_SAVED']);
    const onX = await admin.post<Post>('/api/social-media/posts/generated', { ...body, platform: 'x' });
    expect(onX.body).toMatchObject({ platform: 'x', state: 'draft', content: funnel });
    const stored = await t.db.query(`SELECT platform FROM social_posts WHERE content = $1 ORDER BY platform`, [funnel]);
    expect(stored).toEqual([{ platform: 'instagram' }, { platform: 'x' }]);
  });

  it('validates saved items with readable messages; the generator GETs write nothing', async () => {
    const before = Number((await t.db.query(`SELECT count(*) AS n FROM social_posts`))[0].n);
    await admin.get('/api/social-media/content-strategy');
    await admin.get('/api/social-media/instagram-content');
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM social_posts`))[0].n)).toBe(before);
    const cases: Array<[unknown, RegExp]> = [
      [{ platform: 'myspace', text: 'Hi' }, /platform must be facebook, instagram, tiktok or x/],
      [{ platform: 'x', text: '  ' }, /the item has no text/],
      [{ platform: 'x', text: 'Hi', eventId: 'nope' }, /eventId must be an event id/],
      [{ platform: 'x', text: 'Hi', extra: 1 }, /extra/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post<Failure>('/api/social-media/posts/generated', body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    const unknown = await admin.post<Failure>('/api/social-media/posts/generated', { platform: 'x', text: 'Hi', eventId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await admin.post('/api/social-media/posts/generated', { platform: 'x', text: 'Hi' }, { csrf: false })).status).toBe(403);
    expect((await t.post('/api/social-media/posts/generated', { platform: 'x', text: 'Hi' })).status).toBe(401);
  });

  it('schedules a draft for a future UK time, refuses past, malformed and impossible times (400) and published posts (409), and unschedules', async () => {
    const draft = await admin.post<Post>('/api/social-media/posts', { content: 'Scheduled for Friday morning' });
    const schedule = (id: string, scheduledAt: unknown) => admin.post<Post & Failure>(`/api/social-media/posts/${id}/schedule`, { scheduledAt });

    const past = await schedule(draft.body.id, '2026-11-25T09:59');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The scheduled time must be in the future (it is now Wednesday 25 November, 10:00 UK time).');
    expect((await schedule(draft.body.id, 'tomorrow')).body.message).toMatch(/YYYY-MM-DDTHH:mm/);
    expect((await schedule(draft.body.id, '2027-03-28T01:30')).body.message).toMatch(/not a time that exists in the UK/);
    expect((await schedule(draft.body.id, '2026-02-30T09:00')).status).toBe(400);
    expect((await schedule(draft.body.id, '2028-01-01T09:00')).body.message).toMatch(/at most 366 days ahead/);
    expect((await admin.post<Failure>(`/api/social-media/posts/${draft.body.id}/schedule`, {})).body.message).toMatch(/scheduledAt is required/);
    expect((await schedule(randomUUID(), '2026-11-27T09:00')).status).toBe(404);

    // A UK wall-clock time in summer (BST) and one given as an instant with its zone.
    const summer = await schedule(draft.body.id, '2027-06-04T09:30');
    expect(summer.status).toBe(200);
    expect(summer.body).toMatchObject({ state: 'scheduled', scheduledAt: '2027-06-04T08:30:00.000Z' });
    const winter = await schedule(draft.body.id, '2026-11-27T09:00:00Z');
    expect(winter.body).toMatchObject({ state: 'scheduled', scheduledAt: '2026-11-27T09:00:00.000Z' });

    const back = await admin.post<Post>(`/api/social-media/posts/${draft.body.id}/unschedule`, {});
    expect(back.body).toMatchObject({ state: 'draft', scheduledAt: null });
    const notScheduled = await admin.post<Failure>(`/api/social-media/posts/${draft.body.id}/unschedule`, {});
    expect([notScheduled.status, notScheduled.body.code]).toEqual([409, 'SOCIAL.NOT_SCHEDULED']);

    const tiktok = await admin.post<Post>('/api/social-media/posts', { platform: 'tiktok', content: 'A video idea' });
    const refused = await schedule(tiktok.body.id, '2026-11-27T09:00');
    expect([refused.status, refused.body.message]).toEqual([409, "TikTok photo posts need the event's cover: only posts about an event can go to TikTok."]);

    const published = await admin.post<Post>('/api/social-media/posts', { content: 'Out already' });
    await admin.post(`/api/social-media/posts/${published.body.id}/publish`, {});
    expect((await schedule(published.body.id, '2026-11-27T09:00')).status).toBe(409);

    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [draft.body.id]);
    expect(types.map((r: { type: string }) => r.type)).toEqual(['SocialPostDrafted', 'SocialPostScheduled', 'SocialPostScheduled', 'SocialPostUnscheduled']);
    const ops = await admin.get<{ items: Array<{ actor: string }> }>('/api/admin/operations?kind=social.unschedule-post');
    expect(ops.body.items[0]!.actor).toBe('schedule-owner');
  });

  it('publishes due posts only while automation is Active, once each, storing refusals as failed', async () => {
    await moveClock(new Date('2026-11-26T08:00:00Z'));
    const make = async (content: string, at: string) => {
      const d = await admin.post<Post>('/api/social-media/posts', { content });
      expect((await admin.post(`/api/social-media/posts/${d.body.id}/schedule`, { scheduledAt: at })).status).toBe(200);
      return d.body.id;
    };
    const first = await make('Due at nine', '2026-11-26T09:00');
    const second = await make('Due at quarter past', '2026-11-26T09:15');
    const later = await make('Due tomorrow', '2026-11-27T09:00');

    await moveClock(new Date('2026-11-26T09:20:00Z'));
    expect((await admin.get<{ state: string }>('/api/social-media/automation')).body.state).toBe('stopped');
    expect(await runJob()).toMatchObject({ ok: true, message: 'Automation is stopped; 2 due posts held', counts: { held: 2 } });
    await admin.post('/api/social-media/automation', { action: 'pause' });
    expect((await runJob()).message).toBe('Automation is paused; 2 due posts held');
    expect((await post(first)).state).toBe('scheduled');

    await admin.post('/api/social-media/automation', { action: 'start' });
    const sentBefore = graph.posts.length;
    const run = await runJob();
    expect(run).toMatchObject({ ok: true, message: 'Published 2 scheduled posts', counts: { published: 2, failed: 0 } });
    expect(graph.posts.slice(sentBefore).map((p) => p.message)).toEqual(['Due at nine', 'Due at quarter past']);
    expect(await post(first)).toMatchObject({ state: 'published', externalId: graph.posts[sentBefore]!.id });
    expect((await post(later)).state).toBe('scheduled');
    expect((await runJob()).message).toBe('No scheduled posts are due');
    expect(graph.posts.length).toBe(sentBefore + 2);
    // Jobs are switched off in this app (JOBS_ENABLED=false): the status promises no next post, though one is stored.
    type Status = { status: { nextPost: string | null; scheduledPosts: number } };
    expect((await admin.get<Status>('/api/social-media/scheduler/status')).body.status).toMatchObject({ nextPost: null, scheduledPosts: 1 });
    expect((await admin.post<Failure>(`/api/social-media/posts/${second}/unschedule`, {})).status).toBe(409);

    // Facebook refuses: the post is failed with the reason, the run is a failed operation, nothing is retried by itself.
    await moveClock(new Date('2026-11-27T09:01:00Z'));
    graph.mode = 'feed-rate-limited';
    const refused = await runJob();
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^Published 0 scheduled posts; 1 failed \(facebook: Facebook's rate limit was reached/);
    expect(await post(later)).toMatchObject({ state: 'failed', error: expect.stringMatching(/rate limit/) });
    graph.mode = 'ok';
    expect((await runJob()).message).toBe('No scheduled posts are due');

    // Permissions gone by the time a post is due: stored as failed before any post is sent.
    const noPermission = await make('Due with a bad token', '2026-11-27T10:00');
    await moveClock(new Date('2026-11-27T10:00:30Z'));
    graph.mode = 'missing-permission';
    const sent = graph.posts.length;
    expect((await runJob()).ok).toBe(false);
    expect(await post(noPermission)).toMatchObject({ state: 'failed', error: 'The page token lacks the permissions pages_manage_posts; posting is disabled.' });
    expect(graph.posts.length).toBe(sent);

    const ops = await t.db.query(`SELECT success, message FROM operation_log WHERE kind = 'job:social-scheduled-posts'`);
    const failures = ops.filter((o: { success: boolean }) => !o.success).map((o: { message: string }) => o.message);
    expect(failures.sort()).toEqual([expect.stringMatching(/rate limit/), expect.stringMatching(/lacks the permissions/)]);
    expect(ops).toHaveLength(7);
    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [later]);
    expect(types.map((r: { type: string }) => r.type)).toEqual(['SocialPostDrafted', 'SocialPostScheduled', 'SocialPostFailed']);
  });

  it('publishes a due post once when two runs reach it at the same time', async () => {
    await moveClock(new Date('2026-11-28T08:00:00Z'));
    const d = await admin.post<Post>('/api/social-media/posts', { content: 'Exactly once' });
    await admin.post(`/api/social-media/posts/${d.body.id}/schedule`, { scheduledAt: '2026-11-28T08:30' });
    await moveClock(new Date('2026-11-28T08:31:00Z'));
    const publisher = t.app.get(PostPublisher);
    const before = graph.posts.length;
    const outcomes = await Promise.all([publisher.publishDue(d.body.id), publisher.publishDue(d.body.id)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(graph.posts.length - before).toBe(1);
  });

  it('never puts the page token in the event log, the operations log or an answer', async () => {
    const log = JSON.stringify(await t.db.query(`SELECT type, payload, metadata FROM event_log WHERE stream_type LIKE 'social%'`));
    const ops = JSON.stringify(await t.db.query(`SELECT message, data FROM operation_log`));
    const posts = JSON.stringify((await admin.get('/api/social-media/posts?limit=100')).body);
    for (const text of [log, ops, posts]) expect(text).not.toContain(graph.token);
  });
});
