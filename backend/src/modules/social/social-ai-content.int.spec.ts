/**
 * The AI-written social content over real HTTP on a real PostgreSQL, with OpenAI played by a local server speaking
 * its chat-completions API: the guard, validation, each generator's answer from real catalogue events (local
 * fallback and OpenAI), refused answers that state unbacked facts, promotion posts stored as AI drafts, and the
 * operations log.
 */
import { CommandBus } from '@nestjs/cqrs';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { FakeOpenAiChatServer } from '../ai/testing/fake-openai-chat.server';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
const openai = new FakeOpenAiChatServer();
let t: TestApp;
let admin: AdminClient;
let raw: AdminTestClient;
const ids: Record<string, string> = {};

const EVENTS = [
  {
    key: 'jazz',
    title: 'Riverside Jazz Weekend',
    category: 'music',
    startDate: '2026-11-28',
    endDate: '2026-11-29',
    venue: 'Riverside Park',
    city: 'Leeds',
    priceText: 'from £25',
    tags: ['jazz', 'outdoor'],
  },
  {
    key: 'folk',
    title: 'Harbour Folk Nights',
    category: 'music',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    venue: 'Harbour Green',
    city: 'Whitby',
    priceText: '£12',
    tags: ['folk'],
  },
  {
    key: 'food',
    title: 'Dales Food Fair',
    category: 'food-drink',
    startDate: '2027-05-01',
    endDate: '2027-05-02',
    venue: 'Market Square',
    city: 'Skipton',
    priceText: 'Free',
    tags: ['food', 'family'],
  },
];

beforeAll(async () => {
  const baseURL = await openai.start();
  t = await startTestApp({
    clock,
    seed: false,
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, AI_TIMEOUT_MS: '1000', AI_MAX_RETRIES: '0', AI_BACKOFF_MS: '10' },
  });
  admin = await adminClient(t, 'social-ai-owner');
  ({ client: raw } = await signedInAdmin(t.app, t.base, 'social-ai-second'));
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  for (const e of EVENTS) {
    const { key, ...fields } = e;
    const res = await admin.post('/api/admin/events', {
      ...fields,
      description: `${e.title} returns to ${e.city} with two days of ${e.tags[0]}. Bring friends.`,
      imageUrl: null,
      region: 'yorkshire',
      latitude: null,
      longitude: null,
      ticketUrl: key === 'food' ? null : 'https://tickets.example.org/x',
      source: 'social-ai-test',
      publish: true,
    });
    expect(res.status).toBe(201);
    ids[key] = res.body.id;
  }
  expect((await admin.post(`/api/admin/events/${ids.folk}/feature`)).status).toBe(200);
  await eventually(async () => {
    const body = (await t.get<unknown[] | { events: unknown[] }>('/api/events/upcoming')).body;
    expect(Array.isArray(body) ? body : body.events).toHaveLength(3);
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await openai.stop();
});
beforeEach(() => {
  openai.answers = {};
  openai.reset(['error-500']);
});

describe('AI social content: access and validation', () => {
  it('refuses visitors (401) and the promotion write without the CSRF token (403)', async () => {
    for (const path of [
      '/api/social-media/content-strategy',
      '/api/social-media/instagram-content',
      '/api/social-media/tiktok-scripts?category=music',
      '/api/social-media/traffic-funnels',
    ]) {
      expect([path, (await t.get(path)).status]).toEqual([path, 401]);
    }
    expect((await t.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['x'] })).status).toBe(401);
    expect((await raw.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['x'] }, { csrf: false })).status).toBe(403);
    expect(openai.requests).toHaveLength(0);
  });

  it('answers bad input with a 400 or 404 a person understands', async () => {
    const noCategory = await admin.get('/api/social-media/tiktok-scripts');
    expect(noCategory.status).toBe(400);
    expect(JSON.stringify(noCategory.body)).toContain('choose a category first');
    const unknown = await admin.get('/api/social-media/tiktok-scripts?category=polka');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('No category has the slug "polka"');
    const noEvent = await admin.post('/api/social-media/event-promotion', { platforms: ['x'] });
    expect(noEvent.status).toBe(400);
    expect(JSON.stringify(noEvent.body)).toContain('Please select an event to generate promotion content.');
    const badPlatform = await admin.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['myspace'] });
    expect(badPlatform.status).toBe(400);
    expect(JSON.stringify(badPlatform.body)).toContain('platforms may be facebook, instagram, tiktok or x');
    expect((await admin.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: [] })).status).toBe(400);
    const missing = await admin.post('/api/social-media/event-promotion', { eventId: '00000000-0000-4000-8000-000000000000', platforms: ['x'] });
    expect(missing.status).toBe(404);
    expect((await admin.get('/api/social-media/posts')).body.items).toHaveLength(0);
  });
});

describe('AI social content: answers from real catalogue events', () => {
  it('writes the content strategy from the featured and upcoming events when OpenAI fails (local fallback)', async () => {
    const res = await admin.get('/api/social-media/content-strategy');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, eventsUsed: 3, provider: 'local', model: 'catalogue-templates-1' });
    expect(res.body.fallbackReason).toEqual(expect.any(String));
    const { weeklyPosts, trendingTopics, userEngagement } = res.body.strategy;
    expect(weeklyPosts).toHaveLength(3);
    // featured first, then by date
    expect(weeklyPosts.map((p: { eventId: string }) => p.eventId)).toEqual([ids.folk, ids.jazz, ids.food]);
    expect(weeklyPosts[1].content).toBe('Riverside Jazz Weekend: 28 to 29 November 2026 at Riverside Park, Leeds. Tickets from £25.');
    for (const p of weeklyPosts) {
      expect(p.hashtags.length).toBeLessThanOrEqual(5);
      expect(p.callToAction).toBe('See the dates and details on Festival Finder');
    }
    expect(trendingTopics).toEqual(['Music: 2 upcoming events', 'Food & Drink: 1 upcoming event']);
    expect(userEngagement[0]).toBe('1 of these 3 events are free: lead with free entry in captions.');
  });

  it('writes Instagram captions and photo briefs from each event', async () => {
    const res = await admin.get('/api/social-media/instagram-content');
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(3);
    const food = res.body.content.find((c: { eventId: string }) => c.eventId === ids.food);
    expect(food.captionText).toContain('Dales Food Fair: 1 to 2 May 2027 at Market Square, Skipton.');
    expect(food.captionText).toContain('Free to attend.');
    expect(food.imagePrompt).toContain('Market Square, Skipton');
    expect(food.hashtags).toEqual(['#FoodDrink', '#Skipton', '#Food', '#Family', '#UKFestivals']);
  });

  it("writes TikTok scripts for the chosen category's events only, trending when featured or within 14 days", async () => {
    const res = await admin.get('/api/social-media/tiktok-scripts?category=music');
    expect(res.status).toBe(200);
    expect(res.body.category).toBe('music');
    const scripts = res.body.scripts as Array<{ eventId: string; trending: boolean; videoScript: string }>;
    expect(scripts.map((s) => s.eventId).sort()).toEqual([ids.jazz, ids.folk].sort());
    expect(scripts.every((s) => s.trending)).toBe(true); // jazz starts in 6 days, folk is featured
    expect(scripts.find((s) => s.eventId === ids.jazz)!.videoScript).toContain('Hook (0-3s): on-screen text "Riverside Jazz Weekend".');
    const food = await admin.get('/api/social-media/tiktok-scripts?category=food-drink');
    expect(food.body.scripts).toHaveLength(1);
    expect(food.body.scripts[0].trending).toBe(false);
  });

  it('writes traffic funnels with the real counts', async () => {
    const res = await admin.get('/api/social-media/traffic-funnels');
    expect(res.status).toBe(200);
    expect(res.body.funnels[0]).toBe(
      "Instagram and TikTok posts about the 3 upcoming events link to each event's page on Festival Finder; 2 of them go on to the organiser's ticket page.",
    );
    expect(res.body.funnels.join('\n')).toContain('Featured events (Harbour Folk Nights)');
  });

  it("uses OpenAI's answer when every text is backed by the events, and refuses one that invents a festival", async () => {
    const good = {
      weeklyPosts: [
        {
          platform: 'instagram',
          content: 'Riverside Jazz Weekend comes to Riverside Park in Leeds this November.',
          hashtags: ['#Jazz'],
          callToAction: 'Book now',
          eventId: ids.jazz,
        },
      ],
      trendingTopics: ['Jazz in Leeds'],
      userEngagement: ['Ask followers which music event they will go to.'],
    };
    openai.answers = { 'social-content-strategy': good };
    openai.reset(['ok']);
    const ok = await admin.get('/api/social-media/content-strategy');
    expect(ok.body).toMatchObject({ provider: 'openai', fallbackReason: null, strategy: good });
    expect(String(openai.requests[0]!.body.messages && JSON.stringify(openai.requests[0]!.body.messages))).toContain('Riverside Jazz Weekend');

    openai.answers = { 'social-content-strategy': { ...good, trendingTopics: ['Glastonbury tickets on sale at £350'] } };
    openai.reset(['ok']);
    const invented = await admin.get('/api/social-media/content-strategy');
    expect(invented.body.provider).toBe('local');
    expect(invented.body.fallbackReason).toMatch(/Glastonbury|£350/);

    openai.answers = { 'social-content-strategy': { ...good, weeklyPosts: [{ ...good.weeklyPosts[0], content: 'Riverside Jazz Weekend on 12 April 2027.' }] } };
    openai.reset(['ok']);
    expect((await admin.get('/api/social-media/content-strategy')).body.fallbackReason).toContain('12 April');
  });
});

describe('AI social content: event promotion', () => {
  it('stores one AI draft per platform for the Publishing tab and logs the generation with the admin', async () => {
    const res = await admin.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['facebook', 'x'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, eventId: ids.jazz, provider: 'local' });
    expect(res.body.posts.map((p: { platform: string }) => p.platform)).toEqual(['facebook', 'x']);
    const x = res.body.posts[1];
    expect(x.content.length).toBeLessThanOrEqual(280);
    expect(x.content).toBe('Riverside Jazz Weekend: 28 to 29 November 2026 at Riverside Park, Leeds. Tickets from £25.');
    const stored = await admin.get('/api/social-media/posts');
    const drafts = stored.body.items.filter((p: { source: string }) => p.source === 'ai');
    expect(drafts).toHaveLength(2);
    for (const d of drafts) expect(d).toMatchObject({ state: 'draft', eventId: ids.jazz });
    expect(drafts.map((d: { id: string }) => d.id).sort()).toEqual(res.body.posts.map((p: { postId: string }) => p.postId).sort());
    const events = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE stream_id = ANY($1)`, [drafts.map((d: { id: string }) => d.id)]);
    expect(events[0].n).toBe(2);
    const ops = await admin.get('/api/admin/operations?kind=social.event-promotion');
    expect(ops.body.items[0]).toMatchObject({ kind: 'social.event-promotion', actor: 'social-ai-owner', success: true });
    const gen = await admin.get('/api/admin/operations?kind=social.generate-strategy');
    expect(gen.body.items.length).toBeGreaterThan(0);
    // every provider call is kept in ai_usage with its task, the OpenAI failure included
    const usage = await t.db.query(`SELECT task, provider, ok FROM ai_usage WHERE task = 'social-event-promotion' ORDER BY at`);
    expect(usage).toEqual([
      { task: 'social-event-promotion', provider: 'openai', ok: false },
      { task: 'social-event-promotion', provider: 'local', ok: true },
    ]);
  });

  it("takes OpenAI's posts only when they cover the platforms asked for and state the event's facts", async () => {
    const good = {
      posts: [{ platform: 'instagram', content: 'Riverside Jazz Weekend in Leeds, tickets from £25.', hashtags: ['#Jazz'], callToAction: 'Book' }],
    };
    openai.answers = { 'social-event-promotion': good };
    openai.reset(['ok']);
    const ok = await admin.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['instagram'] });
    expect(ok.body).toMatchObject({ provider: 'openai', posts: [{ ...good.posts[0], postId: expect.any(String) }] });

    openai.answers = { 'social-event-promotion': { posts: [{ ...good.posts[0], content: 'Riverside Jazz Weekend, tickets £10.' }] } };
    openai.reset(['ok']);
    const wrong = await admin.post('/api/social-media/event-promotion', { eventId: ids.jazz, platforms: ['instagram'] });
    expect(wrong.body.provider).toBe('local');
    expect(wrong.body.fallbackReason).toContain('£10');
    expect(wrong.body.posts[0].content).not.toContain('£10');
  });
});
