/**
 * Instagram and X publishing, their figures and Facebook impressions, over real HTTP on a real PostgreSQL with the
 * Graph API and the X API v2 played by local servers speaking their protocols: success, expired token, missing
 * permission and rate limit, refusals before any call (no image, too long), the scheduled-posts job, and no token in
 * a log, the event log, the operations log or an answer.
 */
import { randomUUID } from 'node:crypto';
import { runAs } from '../../platform/actor/actor-context';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { captureProcessOutput } from '../../platform/testing/captured-output';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { FakeGraphApiServer } from './testing/fake-graph-api.server';
import { FakeXApiServer } from './testing/fake-x-api.server';

type Post = { id: string; platform: string; state: string; content: string; externalId: string | null; error: string | null; eventId: string | null };
type Published = { success: boolean; message: string; post: Post };
type Failure = { code: string; message: string };
type Figures = {
  hasData: boolean;
  message: string;
  reactions: number;
  comments: number;
  shares: number;
  impressions: number | null;
  reach: number | null;
  saves: number | null;
  impressionsMessage?: string | null;
};

describe('Instagram and X publishing, their figures and Facebook impressions (real PostgreSQL, real HTTP, local platform APIs)', () => {
  const graph = new FakeGraphApiServer();
  const x = new FakeXApiServer();
  const clock = new FixedClock(new Date('2026-11-25T10:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  let events: Array<{ id: string; title: string }>;
  let output: ReturnType<typeof captureProcessOutput>;
  const publish = (id: string) => admin.post<Published & Failure>(`/api/social-media/posts/${id}/publish`, {});
  const draft = async (body: Record<string, unknown>) => (await admin.post<Post>('/api/social-media/posts', body)).body;
  const analytics = async () =>
    (await admin.get<{ analytics: { facebook: Figures; instagram: Figures; x: Figures } }>('/api/social-media/analytics')).body.analytics;

  beforeAll(async () => {
    await Promise.all([graph.start(), x.start()]);
    // Everything the app prints is kept, to prove no token reaches a log.
    output = captureProcessOutput();
    t = await startTestApp({
      clock,
      seed: true,
      env: {
        LOG_LEVEL: 'debug',
        FACEBOOK_PAGE_ID: graph.pageId,
        FACEBOOK_PAGE_TOKEN: graph.token,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        INSTAGRAM_BUSINESS_ACCOUNT_ID: graph.igUserId,
        X_API_URL: x.origin,
        X_ACCESS_TOKEN: x.token,
      },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'channels-owner'));
    events = (await t.get<Array<{ id: string; title: string }>>('/api/events/upcoming?limit=10')).body;
  }, 120_000);

  afterAll(async () => {
    output?.restore();
    await t?.close();
    await Promise.all([graph.stop(), x.stop()]);
  });

  beforeEach(() => {
    graph.mode = 'ok';
    x.mode = 'ok';
  });

  it('says whether Instagram and X can publish, asking each platform (admin only)', async () => {
    type Statuses = { instagram: { configured: boolean; ready: boolean; message: string }; x: { configured: boolean; ready: boolean; message: string } };
    expect((await t.get('/api/social-media/channels')).status).toBe(401);
    const ok = await admin.get<Statuses>('/api/social-media/channels');
    expect(ok.body).toEqual({
      instagram: { configured: true, ready: true, message: `The page token can publish to Instagram account ${graph.igUserId}.` },
      x: { configured: true, ready: true, message: 'Posting to X as @festivalfinderuk.' },
      tiktok: { configured: false, ready: false, message: 'TikTok is not configured: set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.' },
    });
    x.mode = 'expired-token';
    graph.mode = 'expired-token';
    const broken = await admin.get<Statuses>('/api/social-media/channels');
    expect(broken.body.x).toMatchObject({ configured: true, ready: false, message: expect.stringMatching(/^The X access token has expired/) });
    expect(broken.body.instagram).toMatchObject({
      configured: true,
      ready: false,
      message: expect.stringMatching(/^The Facebook page token has expired or was revoked/),
    });
  });

  it('publishes an event post to Instagram: a media container from the event cover and the caption, then media_publish', async () => {
    const post = await draft({ platform: 'instagram', eventId: events[0]!.id });
    const res = await publish(post.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, post: { state: 'published', externalId: graph.igMedia[0]!.id } });
    expect(res.body.message).toBe(`Published to Instagram (post ${graph.igMedia[0]!.id})`);
    const cover = `${t.base}/api/events/${events[0]!.id}/cover.jpg`;
    expect(graph.igMedia[0]).toMatchObject({ imageUrl: cover, caption: post.content });
    const image = await fetch(cover);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await publish(post.id)).status).toBe(409);
    expect(graph.igMedia).toHaveLength(1);
  });

  it('refuses an Instagram post without an event (no image) before any call, and stores Instagram refusals on the post', async () => {
    const calls = graph.requests.length;
    const textOnly = await draft({ platform: 'instagram', content: 'No picture here' });
    const refused = await publish(textOnly.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'SOCIAL.INSTAGRAM_IMAGE_REQUIRED']);
    expect(refused.body.message).toBe('Instagram needs an image: only posts about an event (its picture or cover) can go to Instagram.');
    const schedule = await admin.post<Failure>(`/api/social-media/posts/${textOnly.id}/schedule`, { scheduledAt: '2026-11-26T12:00' });
    expect([schedule.status, schedule.body.code]).toEqual([409, 'SOCIAL.INSTAGRAM_IMAGE_REQUIRED']);
    expect(graph.requests.slice(calls).filter((r) => r.path.includes(graph.igUserId))).toEqual([]);

    const post = await draft({ platform: 'instagram', eventId: events[1]!.id });
    graph.mode = 'feed-rate-limited';
    const limited = await publish(post.id);
    expect(limited.body).toMatchObject({ success: false, post: { state: 'failed', error: expect.stringMatching(/^Instagram's rate limit was reached/) } });
    graph.mode = 'missing-permission';
    const denied = await publish(post.id);
    expect(denied.body.post.error).toMatch(/^The Facebook page token lacks a permission Instagram needs for this\. Instagram said: \(#10\)/);
    graph.mode = 'expired-token';
    const expired = await publish(post.id);
    expect([expired.status, expired.body.code]).toEqual([409, 'SOCIAL.INSTAGRAM_NOT_READY']);
    graph.mode = 'ok';
    graph.scopes = graph.scopes.filter((s) => s !== 'instagram_content_publish');
    const noScope = await publish(post.id);
    expect([noScope.status, noScope.body.message]).toEqual([409, 'The page token lacks instagram_content_publish; Instagram posting is disabled.']);
    graph.scopes.push('instagram_content_publish');
    expect((await publish(post.id)).body).toMatchObject({ success: true, post: { state: 'published', error: null } });
    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [post.id]);
    expect(types.map((r: { type: string }) => r.type)).toEqual(['SocialPostDrafted', 'SocialPostFailed', 'SocialPostFailed', 'SocialPostPublished']);
  });

  it('posts to X with the user token, checks the 280-character limit first (links count 23) and stores X refusals', async () => {
    const post = await draft({ platform: 'x', content: 'Festival season is here: every UK festival in one place.' });
    const res = await publish(post.id);
    expect(res.body).toMatchObject({ success: true, message: `Published to X (post ${x.tweets[0]!.id})`, post: { state: 'published' } });
    expect(x.tweets[0]!.text).toBe(post.content);

    // Over the limit is refused when drafted (400, the shared limits); the channel refuses it too before calling X.
    const tooLong = await admin.post<Failure>('/api/social-media/posts', { platform: 'x', content: 'a'.repeat(281) });
    expect([tooLong.status, tooLong.body.message]).toEqual([
      400,
      'Posts on X are at most 280 characters (links count 23); this one has 281. Shorten it first.',
    ]);
    expect(x.tweets).toHaveLength(1);
    const withLink = await draft({ platform: 'x', content: `${'b'.repeat(256)} https://festivalfinder.example/events/${'c'.repeat(80)}` });
    expect((await publish(withLink.id)).body.success).toBe(true);

    const refusals: Array<[typeof x.mode, RegExp]> = [
      ['expired-token', /^The X access token has expired or was revoked; set a new X_ACCESS_TOKEN\. X said: Unauthorized$/],
      ['missing-permission', /^The X access token lacks a permission this needs .* X said: You are not permitted to perform this action\.$/],
      ['rate-limited', /^X's rate limit was reached; try again later\./],
    ];
    const failing = await draft({ platform: 'x', content: 'Refused three ways' });
    for (const [mode, error] of refusals) {
      x.mode = mode;
      const answer = await publish(failing.id);
      expect([mode, answer.status, answer.body.post.state, answer.body.post.error]).toEqual([mode, 200, 'failed', expect.stringMatching(error)]);
    }
    expect(x.tweets).toHaveLength(2);
  });

  it('publishes due Instagram and X posts from the scheduled-posts job', async () => {
    await admin.post('/api/social-media/automation', { action: 'start' });
    const ig = await draft({ platform: 'instagram', eventId: events[2]!.id });
    const tw = await draft({ platform: 'x', content: 'Scheduled for lunchtime' });
    for (const p of [ig, tw]) expect((await admin.post(`/api/social-media/posts/${p.id}/schedule`, { scheduledAt: '2026-11-25T12:00' })).status).toBe(200);
    clock.set(new Date('2026-11-25T12:00:30Z'));
    const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => t.app.get(JobScheduler).runNow('social-scheduled-posts'));
    expect((await done).message).toBe('Published 2 scheduled posts');
    expect(graph.igMedia.at(-1)!.caption).toBe(ig.content);
    expect(x.tweets.at(-1)!.text).toBe('Scheduled for lunchtime');
    // Sessions expire by the same clock: sign in again at the new time.
    admin = new AdminTestClient(t.base);
    expect((await admin.login('channels-owner', password)).status).toBe(200);
  });

  it('fetches figures back from Instagram and X, and Facebook impressions only with read_insights', async () => {
    const fb = await draft({ platform: 'facebook', content: 'Counted post' });
    expect((await publish(fb.id)).body.success).toBe(true);
    const before = await analytics();
    expect(before.instagram).toMatchObject({ hasData: false, message: 'No Instagram figures fetched yet: use Refresh figures.', reach: null });

    graph.scopes = graph.scopes.filter((s) => s !== 'read_insights');
    const fbPostId = graph.posts.at(-1)!.id;
    graph.metrics[fbPostId] = { reactions: 4, comments: 1, shares: 0 };
    graph.fbInsights[fbPostId] = { impressions: 321, unique: 250 };
    for (const [i, m] of graph.igMedia.entries()) graph.igInsights[m.id] = { reach: 100 * (i + 1), likes: 10, comments: 2, shares: 1, saved: 3 };
    for (const tw of x.tweets) x.metrics[tw.id] = { like_count: 5, reply_count: 1, retweet_count: 2, quote_count: 1, impression_count: 400 };

    const refresh = await admin.post<{ refreshed: number; failed: number; message: string }>('/api/social-media/analytics/refresh', {});
    expect(refresh.body).toMatchObject({ failed: 0, refreshed: 1 + graph.igMedia.length + x.tweets.length });
    const without = await analytics();
    expect(without.facebook).toMatchObject({
      reactions: 4,
      impressions: null,
      impressionsMessage: 'Impressions need the read_insights permission on the page token; add it to see them.',
    });
    expect(graph.requests.some((r) => r.path.endsWith('/insights') && r.path.includes(fbPostId))).toBe(false);
    const n = graph.igMedia.length;
    expect(without.instagram).toMatchObject({
      hasData: true,
      reactions: 10 * n,
      comments: 2 * n,
      shares: n,
      saves: 3 * n,
      reach: (100 * n * (n + 1)) / 2,
      impressions: null,
    });
    const k = x.tweets.length;
    expect(without.x).toMatchObject({ hasData: true, reactions: 5 * k, comments: k, shares: 3 * k, impressions: 400 * k, reach: null, saves: null });

    graph.scopes.push('read_insights');
    await admin.post('/api/social-media/analytics/refresh', {});
    const withInsights = await analytics();
    expect(withInsights.facebook).toMatchObject({ impressions: 321, reach: 250, impressionsMessage: null });
  });

  it('never lets the page token or the X token reach a log, the event log, the operations log or an answer', async () => {
    await admin.get('/api/social-media/posts/' + randomUUID());
    const places = {
      log: output.text(),
      events: JSON.stringify(await t.db.query(`SELECT payload, metadata FROM event_log`)),
      operations: JSON.stringify(await t.db.query(`SELECT message, data FROM operation_log`)),
      posts: JSON.stringify(await t.db.query(`SELECT * FROM social_posts`)),
      answers: JSON.stringify([(await admin.get('/api/social-media/posts?limit=100')).body, await analytics()]),
    };
    expect(places.log.length).toBeGreaterThan(0);
    for (const [where, text] of Object.entries(places)) {
      expect([where, text.includes(graph.token), text.includes(x.token)]).toEqual([where, false, false]);
    }
  });
});
