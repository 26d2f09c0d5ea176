/**
 * B2B marketing over real HTTP on a real PostgreSQL, with OpenAI played by a local server speaking its chat-completions
 * API: the guard, validation with the spec's vocabularies, each call's shape built from the real catalogue, campaigns
 * stored with 7 days of UK-time posts, analytics counted from the stored records, the OpenAI path and its fallbacks.
 */
import { CommandBus } from '@nestjs/cqrs';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { FakeOpenAiChatServer } from '../ai/testing/fake-openai-chat.server';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { signedInAdmin } from '../identity/testing/admin-test-client';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
const openai = new FakeOpenAiChatServer();
let t: TestApp;
let admin: AdminClient;

const CONTENT = { targetAudience: 'event-organizers', contentType: 'linkedin-post', tone: 'professional', callToAction: 'book-demo' };

async function createEvent(over: Record<string, unknown>): Promise<void> {
  const res = await admin.post('/api/admin/events', {
    title: 'Riverside Jazz Weekend',
    description: 'Three days of jazz by the river with food stalls, late-night sessions and a family area by the bandstand.',
    imageUrl: null,
    category: 'music',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    venue: 'Riverside Park',
    city: 'Leeds',
    region: 'yorkshire',
    latitude: null,
    longitude: null,
    priceText: 'from £25',
    ticketUrl: 'https://tickets.example.org/jazz',
    source: 'b2b-test',
    tags: ['jazz'],
    publish: true,
    ...over,
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  const baseURL = await openai.start();
  t = await startTestApp({
    clock,
    seed: false,
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, AI_TIMEOUT_MS: '1000', AI_MAX_RETRIES: '0', AI_BACKOFF_MS: '10' },
  });
  admin = await adminClient(t, 'b2b-owner');
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await createEvent({});
  await createEvent({ title: 'Harbour Jazz Nights', city: 'Whitby', startDate: '2027-04-10', endDate: '2027-04-11' });
  await createEvent({
    title: 'Lakeside Arts Fair',
    category: 'arts-culture',
    city: 'Keswick',
    region: 'northwest',
    startDate: '2027-05-01',
    endDate: '2027-05-02',
  });
  await eventually(async () => expect((await t.get<unknown[]>('/api/events/upcoming')).body).toHaveLength(3));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await openai.stop();
});
beforeEach(() => {
  openai.answers = {};
  openai.reset(['error-500']);
});

describe('B2B marketing: access and validation', () => {
  it('refuses visitors (401) and writes without the CSRF token (403)', async () => {
    for (const path of ['/api/b2b-marketing/campaigns', '/api/b2b-marketing/analytics', '/api/b2b-marketing/packages'])
      expect((await t.get(path)).status).toBe(401);
    const anonymous = await fetch(`${t.base}/api/b2b-marketing/competitor-analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const { client } = await signedInAdmin(t.app, t.base, 'b2b-csrf');
    expect((await client.request('POST', '/api/b2b-marketing/generate-content', CONTENT, { csrf: false })).status).toBe(403);
  });

  it('answers 400 with a readable message for values outside the spec', async () => {
    const tone = await admin.post('/api/b2b-marketing/generate-content', { ...CONTENT, tone: 'angry' });
    expect(tone.status).toBe(400);
    expect(tone.body.message).toMatch(/tone must be one of professional, casual, authoritative, friendly, urgent/);
    const missing = await admin.post('/api/b2b-marketing/generate-content', { targetAudience: 'venue-managers' });
    expect(missing.status).toBe(400);
    const noPlatforms = await admin.post('/api/b2b-marketing/create-campaign', { campaignName: 'Spring', targetAudience: 'venue-managers', platforms: [] });
    expect(noPlatforms.status).toBe(400);
    expect(noPlatforms.body.message).toMatch(/select at least one platform/);
    const duration = await admin.post('/api/b2b-marketing/create-campaign', {
      campaignName: 'Spring',
      targetAudience: 'venue-managers',
      platforms: ['linkedin-post'],
      duration: 30,
    });
    expect(duration.status).toBe(400);
    expect(duration.body.message).toMatch(/duration must be 7/);
    const audience = await admin.post('/api/b2b-marketing/industry-insights', { targetAudience: 'everyone' });
    expect(audience.status).toBe(400);
    expect(audience.body.message).toMatch(/targetAudience must be one of event-organizers/);
    expect((await admin.get('/api/b2b-marketing/campaigns')).body.total).toBe(0);
  });
});

describe('B2B marketing: local answers from the real catalogue', () => {
  it('writes content from the catalogue counts (falls back to local when OpenAI fails)', async () => {
    const res = await admin.post('/api/b2b-marketing/generate-content', { ...CONTENT, platformBenefits: ['Targeted audience reach'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'local', model: 'b2b-template-1' });
    expect(res.body.fallbackReason).toMatch(/OpenAI failed/);
    expect(res.body.content).toContain('Festival Finder lists 3 upcoming events across 2 categories and 2 UK regions');
    expect(res.body.content).toContain('Book a demo with our team.');
    expect(res.body.content).toContain('Targeted audience reach');
    expect(res.body.hashtags).toContain('#FestivalFinder');
    expect(res.body.engagementHooks.length).toBeGreaterThan(0);
  });

  it('writes insights and competitor positioning without naming a competitor', async () => {
    const insights = await admin.post('/api/b2b-marketing/industry-insights', { targetAudience: 'venue-managers' });
    expect(insights.status).toBe(200);
    expect(insights.body.painPoints.length).toBeGreaterThan(0);
    expect(insights.body.caseStudies.join(' ')).toContain('Riverside Jazz Weekend');
    const rivals = await admin.post('/api/b2b-marketing/competitor-analysis');
    expect(rivals.status).toBe(200);
    expect(rivals.body.competitors).toContain('General ticket marketplaces');
    expect(rivals.body.positioning).toMatch(/UK festival specialist/);
  });

  it('serves the configured packages', async () => {
    const res = await admin.get('/api/b2b-marketing/packages');
    expect(res.body.items.map((p: { priceLabel: string }) => p.priceLabel)).toEqual(['£49/month', '£149/month', '£299/month']);
    expect(res.body.items.filter((p: { popular: boolean }) => p.popular).map((p: { id: string }) => p.id)).toEqual(['pro']);
  });
});

describe('B2B marketing: campaigns and analytics', () => {
  it('stores a 7-day campaign at UK business hours, lists it, logs it and counts it in the analytics', async () => {
    const res = await admin.post('/api/b2b-marketing/create-campaign', {
      campaignName: 'Spring organisers',
      targetAudience: 'event-organizers',
      platforms: ['linkedin-post', 'email-campaign'],
      duration: 7,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      campaignName: 'Spring organisers',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      createdBy: 'b2b-owner',
      provider: 'local',
    });
    expect(res.body.targetMetrics).toEqual({ reach: 3, engagement: 0, leads: 0 });
    expect(res.body.posts).toHaveLength(7);
    // GMT in November: 09:00, 12:00 and 16:00 in London are the same hours in UTC.
    expect(res.body.posts.slice(0, 3).map((p: { scheduledTime: string }) => p.scheduledTime)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
    ]);
    expect(res.body.posts.map((p: { platform: string }) => p.platform).slice(0, 3)).toEqual(['linkedin-post', 'email-campaign', 'linkedin-post']);

    const list = await admin.get('/api/b2b-marketing/campaigns');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toEqual(res.body);

    const analytics = await admin.get('/api/b2b-marketing/analytics');
    expect(analytics.body).toMatchObject({ campaigns: 1, postsScheduled: 7, postsUpcoming: 7 });
    expect(analytics.body.byPlatform).toEqual([
      { key: 'linkedin-post', campaigns: 1, posts: 4 },
      { key: 'email-campaign', campaigns: 1, posts: 3 },
    ]);
    expect(analytics.body.byAudience).toEqual([{ key: 'event-organizers', campaigns: 1, posts: 7 }]);

    const ops = await admin.get('/api/admin/operations?kind=b2b.create-campaign');
    expect(ops.body.items[0]).toMatchObject({ kind: 'b2b.create-campaign', actor: 'b2b-owner', success: true });
    const [stream] = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE stream_type = 'b2b-campaign' AND type = 'B2bCampaignCreated'`);
    expect(stream.n).toBe(1);
  });
});

describe('B2B marketing: OpenAI', () => {
  it('uses a grounded OpenAI answer and records its token usage', async () => {
    openai.reset(['ok']);
    openai.answers['b2b-content'] = {
      content: 'Festival Finder lists 3 upcoming events. Book a demo with our team.',
      hashtags: ['#FestivalFinder'],
      imagePrompt: 'A festival crowd',
      engagementHooks: ['Where do your attendees look?'],
    };
    const res = await admin.post('/api/b2b-marketing/generate-content', CONTENT);
    expect(res.body).toMatchObject({
      provider: 'openai',
      fallbackReason: null,
      content: 'Festival Finder lists 3 upcoming events. Book a demo with our team.',
    });
    expect(String(openai.requests[0]!.body.messages && JSON.stringify(openai.requests[0]!.body.messages))).toContain('Riverside Jazz Weekend');
    const [usage] = await t.db.query(`SELECT count(*)::int AS n FROM ai_usage WHERE task = 'b2b-content' AND provider = 'openai'`);
    expect(usage.n).toBeGreaterThan(0);
  });

  it('refuses an OpenAI answer with an invented statistic and answers locally', async () => {
    openai.reset(['ok']);
    openai.answers['b2b-content'] = { content: 'Boost ticket sales by 300% with 50000 followers.', hashtags: [], imagePrompt: '', engagementHooks: [] };
    const res = await admin.post('/api/b2b-marketing/generate-content', CONTENT);
    expect(res.body.provider).toBe('local');
    expect(res.body.fallbackReason).toMatch(/figure not in the catalogue \(300\)/);
    expect(res.body.content).not.toContain('300%');
  });

  it('stores an OpenAI campaign whose post count matches the schedule', async () => {
    openai.reset(['ok']);
    openai.answers['b2b-campaign'] = { posts: Array.from({ length: 7 }, (_, i) => `Day ${i + 1}: list your festival with Festival Finder.`) };
    const res = await admin.post('/api/b2b-marketing/create-campaign', {
      campaignName: 'Venues',
      targetAudience: 'venue-managers',
      platforms: ['facebook-post'],
    });
    expect(res.status).toBe(201);
    expect(res.body.provider).toBe('openai');
    expect(res.body.posts[6].content).toBe('Day 7: list your festival with Festival Finder.');
    const analytics = await admin.get('/api/b2b-marketing/analytics');
    expect(analytics.body).toMatchObject({ campaigns: 2, postsScheduled: 14 });
  });
});
