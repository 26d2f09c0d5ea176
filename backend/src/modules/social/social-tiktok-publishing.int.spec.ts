/**
 * TikTok photo posts through the Content Posting API, over real HTTP on a real PostgreSQL with TikTok played by a local
 * server speaking its protocol (Login Kit and creator_info / content/init / status/fetch): success with the event's
 * cover, an expired or revoked token refreshed first, a missing video.publish scope refused before any call, no event
 * refused (publish and schedule), TikTok's refusals and a failed or unfinished publish stored on the post, the
 * scheduled-posts job, and no token in a log, the event log, the operations log or an answer.
 */
import { randomBytes } from 'node:crypto';
import { runAs } from '../../platform/actor/actor-context';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { captureProcessOutput } from '../../platform/testing/captured-output';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { FakeTikTokServer } from './testing/fake-tiktok.server';

type Post = { id: string; platform: string; state: string; content: string; externalId: string | null; error: string | null; eventId: string | null };
type Published = { success: boolean; message: string; post: Post };
type Failure = { code: string; message: string };
type Status = { configured: boolean; ready: boolean; message: string };

describe('TikTok photo posts through the Content Posting API (real PostgreSQL, real HTTP, a local TikTok)', () => {
  const tiktok = new FakeTikTokServer();
  const clock = new FixedClock(new Date('2026-11-25T10:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  let events: Array<{ id: string; title: string }>;
  let output: ReturnType<typeof captureProcessOutput>;
  const publish = (id: string) => admin.post<Published & Failure>(`/api/social-media/posts/${id}/publish`, {});
  const draft = async (body: Record<string, unknown>) => (await admin.post<Post>('/api/social-media/posts', { platform: 'tiktok', ...body })).body;
  const channel = async () => (await admin.get<{ tiktok: Status }>('/api/social-media/channels')).body.tiktok;
  /** The admin's popup: TikTok's page redirects straight back to our callback with a code. */
  const connect = async () => {
    const { body } = await admin.get<{ authUrl: string }>('/api/tiktok/auth-url');
    const atTikTok = await fetch(body.authUrl, { redirect: 'manual' });
    const callback = await fetch(atTikTok.headers.get('location')!, { redirect: 'manual' });
    expect(callback.status).toBe(200);
    return new URL(body.authUrl);
  };
  const signInAgain = async () => {
    admin = new AdminTestClient(t.base);
    expect((await admin.login('tiktok-publisher', password)).status).toBe(200);
  };

  beforeAll(async () => {
    await tiktok.start();
    // Everything the app prints is kept, to prove no token reaches a log.
    output = captureProcessOutput();
    t = await startTestApp({
      clock,
      seed: true,
      env: {
        LOG_LEVEL: 'debug',
        TIKTOK_CLIENT_KEY: tiktok.clientKey,
        TIKTOK_CLIENT_SECRET: tiktok.clientSecret,
        TIKTOK_AUTH_URL: tiktok.authUrl,
        TIKTOK_API_URL: tiktok.origin,
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        TIKTOK_PUBLISH_WAIT_MS: '200',
        TIKTOK_STATUS_POLL_MS: '20',
      },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'tiktok-publisher'));
    events = (await t.get<Array<{ id: string; title: string }>>('/api/events/upcoming?limit=10')).body;
  }, 120_000);

  afterAll(async () => {
    output?.restore();
    await t?.close();
    await tiktok.stop();
  });

  beforeEach(() => {
    tiktok.mode = 'ok';
    tiktok.postingMode = 'ok';
    tiktok.withheldScopes = [];
  });

  it('refuses before any call while TikTok is not connected, and a post without an event (publish and schedule)', async () => {
    expect(await channel()).toEqual({
      configured: true,
      ready: false,
      message: 'TikTok is not connected: authorise the account on the TikTok integration page.',
    });
    const post = await draft({ eventId: events[0]!.id });
    const refused = await publish(post.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'SOCIAL.TIKTOK_NOT_CONNECTED']);

    await connect();
    const textOnly = await draft({ content: 'A video idea without an event' });
    const noCover = await publish(textOnly.id);
    expect([noCover.status, noCover.body.code, noCover.body.message]).toEqual([
      409,
      'SOCIAL.TIKTOK_IMAGE_REQUIRED',
      "TikTok photo posts need the event's cover: only posts about an event can go to TikTok.",
    ]);
    const schedule = await admin.post<Failure>(`/api/social-media/posts/${textOnly.id}/schedule`, { scheduledAt: '2026-11-26T12:00' });
    expect([schedule.status, schedule.body.code]).toEqual([409, 'SOCIAL.TIKTOK_IMAGE_REQUIRED']);
    expect(tiktok.postingCalls).toEqual([]);
    const stored = await t.db.query(`SELECT state, external_id FROM social_posts WHERE id = $1`, [textOnly.id]);
    expect(stored).toEqual([{ state: 'draft', external_id: null }]);
  });

  it('asks for video.publish, and refuses with 409 before any call when the account did not grant it', async () => {
    tiktok.withheldScopes = ['video.publish'];
    const url = await connect();
    expect(url.searchParams.get('scope')).toBe('user.info.basic,video.publish');
    const message =
      'The TikTok connection lacks video.publish, so the site cannot post to TikTok: disconnect and authorise TikTok again on the TikTok integration page.';
    expect(await channel()).toEqual({ configured: true, ready: false, message });
    const status = await admin.get<{ nextSteps: string[] }>('/api/tiktok/status');
    expect(status.body.nextSteps).toEqual(['Authorise again and allow video.publish: without it the site cannot post to TikTok.']);
    const post = await draft({ eventId: events[0]!.id });
    const refused = await publish(post.id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'SOCIAL.TIKTOK_SCOPE_MISSING', message]);
    expect(tiktok.postingCalls).toEqual([]);
    expect((await t.db.query(`SELECT state FROM social_posts WHERE id = $1`, [post.id]))[0].state).toBe('draft');
  });

  it('publishes a photo post: creator_info, content/init with the event cover pulled from our URL, status/fetch; the publish id stored', async () => {
    await connect();
    expect(await channel()).toEqual({ configured: true, ready: true, message: 'Posting photo posts to TikTok as @festivalfinderuk (SELF_ONLY).' });
    const post = await draft({ eventId: events[0]!.id });
    tiktok.postingCalls.length = 0;
    const res = await publish(post.id);
    const sent = tiktok.photoPosts.at(-1)!;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: `Published to TikTok (post ${sent.publishId})`,
      post: { state: 'published', externalId: sent.publishId },
    });
    expect(tiktok.postingCalls.map((c) => c.path)).toEqual([
      '/v2/post/publish/creator_info/query/',
      '/v2/post/publish/content/init/',
      '/v2/post/publish/status/fetch/',
      '/v2/post/publish/status/fetch/',
    ]);
    const cover = `${t.base}/api/events/${events[0]!.id}/cover.jpg`;
    expect(sent.body).toEqual({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: { title: post.content.split('\n')[0]!.slice(0, 90), description: post.content, privacy_level: 'SELF_ONLY', disable_comment: false },
      source_info: { source: 'PULL_FROM_URL', photo_images: [cover], photo_cover_index: 0 },
    });
    expect(sent.body.post_info!.title!.length).toBeLessThanOrEqual(90);
    expect(sent.pulled).toEqual({ status: 200, contentType: 'image/jpeg' });
    const [row] = await t.db.query(`SELECT state, external_id, error FROM social_posts WHERE id = $1`, [post.id]);
    expect(row).toEqual({ state: 'published', external_id: sent.publishId, error: null });
    expect((await publish(post.id)).status).toBe(409);
    expect(tiktok.photoPosts.filter((p) => p.publishId === sent.publishId)).toHaveLength(1);
  });

  it('cuts a long first line to the 90-character title, refuses a description over 4000, and takes the most private level offered', async () => {
    tiktok.privacyOptions = ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS'];
    const long = await draft({ eventId: events[1]!.id, content: `${'Festival '.repeat(20)}\nSee you there.` });
    expect((await publish(long.id)).body.success).toBe(true);
    const info = tiktok.photoPosts.at(-1)!.body.post_info!;
    expect(info.title).toHaveLength(90);
    expect(info.title!.endsWith('…')).toBe(true);
    expect(info.privacy_level).toBe('MUTUAL_FOLLOW_FRIENDS');
    tiktok.privacyOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];

    const calls = tiktok.postingCalls.length;
    // Over the limit is refused when drafted (400, the shared limits), so nothing reaches TikTok.
    const refused = await admin.post<Failure>('/api/social-media/posts', { platform: 'tiktok', eventId: events[1]!.id, content: 'x'.repeat(4001) });
    expect([refused.status, refused.body.message]).toEqual([400, 'Posts on TikTok are at most 4,000 characters; this one has 4,001. Shorten it first.']);
    expect(tiktok.postingCalls.length).toBe(calls);
  });

  it('refreshes an expired access token before publishing, and a token TikTok revoked early once', async () => {
    const refreshes = () => tiktok.tokenRequests.filter((r) => r.grant_type === 'refresh_token').length;
    const before = refreshes();
    clock.set(new Date(clock.now().getTime() + 25 * 3_600_000)); // the 24-hour access token has expired
    await signInAgain();
    const post = await draft({ eventId: events[2]!.id });
    tiktok.postingCalls.length = 0;
    const res = await publish(post.id);
    expect(res.body).toMatchObject({ success: true, post: { state: 'published' } });
    expect(refreshes()).toBe(before + 1);
    expect(tiktok.postingCalls.every((c) => c.accepted)).toBe(true);
    expect(tiktok.photoPosts.at(-1)!.token).toBe(tiktok.issuedAccessTokens.at(-1));

    tiktok.revokeAccessToken();
    const again = await draft({ eventId: events[3]!.id });
    tiktok.postingCalls.length = 0;
    expect((await publish(again.id)).body).toMatchObject({ success: true, post: { state: 'published' } });
    expect(refreshes()).toBe(before + 2);
    expect(tiktok.postingCalls.map((c) => c.accepted)).toEqual([false, true, true, true, true]);
    const events_ = await t.db.query(`SELECT type FROM event_log WHERE stream_type = 'social-connection' ORDER BY sequence`);
    expect(events_.filter((e: { type: string }) => e.type === 'SocialTokenRefreshed').length).toBeGreaterThanOrEqual(2);
  });

  it("stores TikTok's refusals on the post in sentences, nothing lost, and publishes it once TikTok takes it", async () => {
    const post = await draft({ eventId: events[4]!.id });
    const refusals: Array<[typeof tiktok.postingMode, string]> = [
      ['rate-limited', "TikTok's rate limit was reached; try again later."],
      ['spam-risk', 'TikTok refused the post: the account has reached its daily limit of posts through the API; try again tomorrow.'],
      [
        'url-unverified',
        `TikTok refused to fetch the cover: ${new URL(t.base).host} is not a verified domain of this TikTok app; verify it in the TikTok developer portal.`,
      ],
      ['privacy-mismatch', 'TikTok refused the privacy level: it is not one this account may use now (check TIKTOK_PRIVACY_LEVEL).'],
    ];
    const sentBefore = tiktok.photoPosts.length;
    for (const [mode, error] of refusals) {
      tiktok.postingMode = mode;
      const answer = await publish(post.id);
      expect([mode, answer.status, answer.body.success, answer.body.post.state, answer.body.post.error]).toEqual([mode, 200, false, 'failed', error]);
    }
    expect(tiktok.photoPosts.length).toBe(sentBefore);
    tiktok.postingMode = 'ok';
    expect((await publish(post.id)).body).toMatchObject({ success: true, post: { state: 'published', error: null } });
    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [post.id]);
    expect(types.map((r: { type: string }) => r.type)).toEqual([
      'SocialPostDrafted',
      'SocialPostFailed',
      'SocialPostFailed',
      'SocialPostFailed',
      'SocialPostFailed',
      'SocialPostPublished',
    ]);
  });

  it("stores a FAILED publish with TikTok's fail_reason, and a publish still processing with its id, asked about before posting again", async () => {
    tiktok.postingMode = 'publish-fails';
    const post = await draft({ eventId: events[5]!.id });
    const failed = await publish(post.id);
    expect(failed.body).toMatchObject({
      success: false,
      post: {
        state: 'failed',
        externalId: null,
        error: 'TikTok could not publish the photo post (picture_size_check_failed): the cover is too large or too small for TikTok.',
      },
    });

    tiktok.postingMode = 'still-processing';
    const pending = await publish(post.id);
    const publishId = tiktok.photoPosts.at(-1)!.publishId;
    expect(pending.body).toMatchObject({ success: false, post: { state: 'failed', externalId: publishId } });
    expect(pending.body.post.error).toBe(
      `TikTok was still processing the photo post (PROCESSING_DOWNLOAD) after 200 ms. Its outcome is not known yet (publish id ${publishId}); Publish asks TikTok about it again before posting anew.`,
    );
    const [event] = await t.db.query(`SELECT payload FROM event_log WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`, [post.id]);
    expect(event.payload).toMatchObject({ externalId: publishId });

    tiktok.postingMode = 'ok';
    const sent = tiktok.photoPosts.length;
    const done = await publish(post.id);
    expect(done.body).toMatchObject({ success: true, post: { state: 'published', externalId: publishId } });
    expect(tiktok.photoPosts.length).toBe(sent); // the same post, not a second one
  });

  it('publishes a due TikTok post from the scheduled-posts job', async () => {
    await admin.post('/api/social-media/automation', { action: 'start' });
    const post = await draft({ eventId: events[6]!.id });
    const at = new Date(clock.now().getTime() + 2 * 3_600_000);
    expect((await admin.post(`/api/social-media/posts/${post.id}/schedule`, { scheduledAt: at.toISOString() })).status).toBe(200);
    clock.set(new Date(at.getTime() + 30_000));
    const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => t.app.get(JobScheduler).runNow('social-scheduled-posts'));
    expect((await done).message).toBe('Published 1 scheduled post');
    const [row] = await t.db.query(`SELECT state, external_id FROM social_posts WHERE id = $1`, [post.id]);
    expect(row).toEqual({ state: 'published', external_id: tiktok.photoPosts.at(-1)!.publishId });
    await signInAgain();
  });

  it('never lets a TikTok token or the client secret reach a log, the event log, the operations log, the posts or an answer', async () => {
    const secrets = [tiktok.clientSecret, ...tiktok.issuedAccessTokens, ...tiktok.issuedRefreshTokens];
    expect(tiktok.issuedAccessTokens.length).toBeGreaterThan(3);
    const places = {
      log: output.text(),
      events: JSON.stringify(await t.db.query(`SELECT payload, metadata FROM event_log`)),
      operations: JSON.stringify(await t.db.query(`SELECT message, data FROM operation_log`)),
      posts: JSON.stringify(await t.db.query(`SELECT * FROM social_posts`)),
      answers: JSON.stringify([
        (await admin.get('/api/social-media/posts?limit=100')).body,
        (await admin.get('/api/social-media/channels')).body,
        (await admin.get('/api/tiktok/status')).body,
      ]),
    };
    expect(places.log.length).toBeGreaterThan(0);
    for (const [where, text] of Object.entries(places)) for (const secret of secrets) expect([where, text.includes(secret)]).toEqual([where, false]);
    const ops = await admin.get<{ items: Array<{ kind: string; actor: string; success: boolean }> }>('/api/admin/operations?kind=social.publish-post');
    expect(ops.body.items.some((o) => o.success && o.actor === 'tiktok-publisher')).toBe(true);
  });
});
