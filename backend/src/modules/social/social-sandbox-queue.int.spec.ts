/**
 * The sandbox channel, the calendar queue and the per-platform limits, over real HTTP on a real PostgreSQL with no
 * platform configured at all: compose → schedule → the scheduled-posts job → published in the queue as sandbox, with
 * what would have been posted stored; over-limit texts refused with 400 by the one list of limits.
 */
import { runAs } from '../../platform/actor/actor-context';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';

type Post = {
  id: string;
  platform: string;
  state: string;
  sandbox: boolean;
  content: string;
  scheduledAt: string | null;
  publishedAt: string | null;
  externalId: string | null;
};
type Failure = { code: string; message: string };

describe('sandbox channel, queue and limits (real PostgreSQL, real HTTP, no platform accounts)', () => {
  const clock = new FixedClock(new Date('2026-11-25T10:00:00Z'));
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  let eventId: string;
  const moveClock = async (at: Date) => {
    clock.set(at);
    admin = new AdminTestClient(t.base);
    expect((await admin.login('sandbox-owner', password)).status).toBe(200);
  };
  const runJob = async () => {
    const { done } = await runAs({ kind: 'admin', id: 'x', username: 'tester' }, () => t.app.get(JobScheduler).runNow('social-scheduled-posts'));
    return done.then(
      (r) => ({ ok: true, message: r.message }),
      (e: Error) => ({ ok: false, message: e.message }),
    );
  };

  beforeAll(async () => {
    t = await startTestApp({ clock, seed: true, env: { JOBS_ENABLED: 'false' } });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'sandbox-owner'));
    eventId = (await t.get<Array<{ id: string }>>('/api/events?limit=1')).body[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers the limits the channels enforce, and refuses over-limit texts per platform with a clear 400', async () => {
    const limits = await admin.get<{ limits: Array<{ platform: string; max: number; linkLength: number | null }> }>('/api/social-media/limits');
    expect(limits.status).toBe(200);
    expect(limits.body.limits).toEqual([
      { platform: 'facebook', name: 'Facebook', max: 63_206, linkLength: null },
      { platform: 'instagram', name: 'Instagram', max: 2_200, linkLength: null },
      { platform: 'tiktok', name: 'TikTok', max: 4_000, linkLength: null },
      { platform: 'x', name: 'X', max: 280, linkLength: 23 },
    ]);

    // X counts a link as 23: 257 letters + a space + a long link = 281 → refused; 256 letters fit (280).
    const link = `https://festivals.example.org/${'a'.repeat(80)}`;
    const over = await admin.post<Failure>('/api/social-media/posts', { platform: 'x', content: `${'x'.repeat(257)} ${link}`, sandbox: true });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'SOCIAL.POST_TOO_LONG',
      message: 'Posts on X are at most 280 characters (links count 23); this one has 281. Shorten it first.',
    });
    expect((await admin.post('/api/social-media/posts', { platform: 'x', content: `${'x'.repeat(256)} ${link}`, sandbox: true })).status).toBe(201);

    const caption = await admin.post<Failure>('/api/social-media/posts', { platform: 'instagram', content: 'i'.repeat(2_201) });
    expect(caption.status).toBe(400);
    expect(caption.body.message).toBe('Posts on Instagram are at most 2,200 characters; this one has 2,201. Shorten it first.');
    expect((await admin.post('/api/social-media/posts', { platform: 'tiktok', content: 't'.repeat(4_001) })).status).toBe(400);
    expect((await admin.post('/api/social-media/posts', { platform: 'facebook', content: 'f'.repeat(5_001) })).status).toBe(201);
  });

  it('publishes a sandbox post through the scheduled-posts job without any platform, and shows it in the queue', async () => {
    const draft = await admin.post<Post>('/api/social-media/posts', { platform: 'instagram', eventId, content: 'Sandbox caption #festival', sandbox: true });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ platform: 'instagram', state: 'draft', sandbox: true });
    expect((await admin.get<Failure>(`/api/social-media/posts/${draft.body.id}/sandbox`)).status).toBe(404);

    expect((await admin.post(`/api/social-media/posts/${draft.body.id}/schedule`, { scheduledAt: '2026-11-26T12:00' })).status).toBe(200);
    const queued = await admin.get<{ items: Post[] }>('/api/social-media/queue?from=2026-11-26&days=1');
    expect(queued.body.items.map((p) => [p.id, p.state])).toEqual([[draft.body.id, 'scheduled']]);

    await admin.post('/api/social-media/automation', { action: 'start' });
    await moveClock(new Date('2026-11-26T12:01:00Z'));
    expect(await runJob()).toMatchObject({ ok: true, message: 'Published 1 scheduled post' });

    const week = await admin.get<{ from: string; to: string; items: Post[] }>('/api/social-media/queue?from=2026-11-23&days=7&platform=instagram');
    expect(week.body).toMatchObject({ from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' });
    const published = week.body.items.find((p) => p.id === draft.body.id)!;
    expect(published).toMatchObject({ state: 'published', sandbox: true, externalId: `sandbox-${draft.body.id}`, publishedAt: '2026-11-26T12:01:00.000Z' });
    expect((await admin.get<{ items: Post[] }>('/api/social-media/queue?from=2026-11-23&days=7&platform=x')).body.items).toEqual([]);

    const delivery = await admin.get<Record<string, unknown>>(`/api/social-media/posts/${draft.body.id}/sandbox`);
    expect(delivery.status).toBe(200);
    const cover = `${t.base}/api/events/${eventId}/cover.jpg`;
    expect(delivery.body).toMatchObject({
      platform: 'instagram',
      text: 'Sandbox caption #festival',
      link: `${t.base}/events/${eventId}`,
      imageUrl: cover,
      formatted: { call: 'POST /{ig-user-id}/media', image_url: cover, caption: 'Sandbox caption #festival' },
      deliveredAt: '2026-11-26T12:01:00.000Z',
    });
    const [event] = await t.db.query(`SELECT payload FROM event_log WHERE stream_id = $1 AND type = 'SocialPostDrafted'`, [draft.body.id]);
    expect(event.payload).toMatchObject({ platform: 'instagram', sandbox: true });
  });

  it('keeps a real platform post refused when its platform is not configured (no silent sandbox)', async () => {
    const real = await admin.post<Post>('/api/social-media/posts', { platform: 'x', content: 'A real X post' });
    expect(real.body.sandbox).toBe(false);
    const refused = await admin.post<Failure>(`/api/social-media/posts/${real.body.id}/publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/X is not configured/);
  });

  it('validates the queue range with readable messages', async () => {
    const bad = await admin.get<Failure>('/api/social-media/queue?from=26-11-2026&days=99');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/from is a UK date, YYYY-MM-DD/);
    expect(bad.body.message).toMatch(/days is 1 to 42/);
  });
});
