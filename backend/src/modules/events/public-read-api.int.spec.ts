import { CommandBus } from '@nestjs/cqrs';
import { FixedClock } from '../../platform/time/clock';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { CreateEventCommand } from './commands/create-event/create-event.command';
import { ExpireEventCommand } from './commands/expire-event/expire-event.command';
import { FeatureEventCommand } from './commands/feature-event/feature-event.command';
import { UnfeatureEventCommand } from './commands/unfeature-event/unfeature-event.command';
import { PublishEventCommand } from './commands/publish-event/publish-event.command';
import { UpdateEventCommand } from './commands/update-event/update-event.command';
import { EventView } from './contracts/event-view';

// The seeded catalogue seen from a fixed day, so counts and "upcoming" are stable.
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock, seed: true });
});
afterAll(() => t.close());

const details = (over: Record<string, unknown> = {}) => ({
  title: 'Test Valley Jazz Weekend',
  description: 'Three days of jazz by the river.',
  imageUrl: null,
  category: 'music',
  startDate: '2027-03-05',
  endDate: '2027-03-07',
  venue: 'Riverside Park',
  city: 'Leeds',
  region: 'yorkshire',
  latitude: 53.8,
  longitude: -1.55,
  priceText: 'from £25',
  ticketUrl: 'https://tickets.example.org/jazz',
  source: 'test',
  tags: ['jazz', 'outdoor'],
  ...over,
});

describe('public read API over HTTP', () => {
  it('answers health once the read model has caught up', async () => {
    const res = await t.get<{ status: string; readModel: { caughtUp: boolean } }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.readModel.caughtUp).toBe(true);
  });

  it('lists the ten categories with counts that match a category search', async () => {
    const { body } = await t.get<Array<{ slug: string; eventCount: number; icon: string; color: string }>>('/api/categories');
    expect(body.map((c) => c.slug)).toEqual([
      'music',
      'food-drink',
      'arts-culture',
      'family',
      'classical',
      'folk',
      'tribute',
      'wellness',
      'adventure',
      'comedy',
    ]);
    const music = body.find((c) => c.slug === 'music')!;
    expect(music.icon).toBe('fas fa-music');
    const search = await t.get<EventView[]>('/api/events/search?category=music&limit=1');
    expect(Number(search.headers.get('x-total-count'))).toBe(music.eventCount);
    expect(music.eventCount).toBeGreaterThan(10);
  });

  it('serves featured and upcoming events in start-date order, never past ones', async () => {
    const featured = (await t.get<EventView[]>('/api/events/featured')).body;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((e) => e.featured && e.upcoming)).toBe(true);
    const upcoming = (await t.get<EventView[]>('/api/events/upcoming?limit=20')).body;
    expect(upcoming).toHaveLength(20);
    const starts = upcoming.map((e) => e.startDate);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.every((e) => e.endDate >= '2026-11-22')).toBe(true);
  });

  it('gives six time filters and ten regions whose counts match their filter endpoints', async () => {
    const filters = (await t.get<Array<{ value: string; count: number; label: string }>>('/api/events/time-filters')).body;
    expect(filters.map((f) => f.value)).toEqual(['this-week', 'this-month', 'next-month', 'this-year', 'summer', 'autumn']);
    const summer = filters.find((f) => f.value === 'summer')!;
    expect(summer.label).toBe('Summer 2027');
    const bySummer = await t.get<EventView[]>('/api/events/filter/time/summer?limit=100');
    expect(Number(bySummer.headers.get('x-total-count'))).toBe(summer.count);
    const regions = (await t.get<Array<{ value: string; count: number }>>('/api/events/regions')).body;
    expect(regions).toHaveLength(10);
    const yorkshire = regions.find((r) => r.value === 'yorkshire')!;
    const byRegion = await t.get<EventView[]>('/api/events/filter/region/yorkshire?limit=100');
    expect(Number(byRegion.headers.get('x-total-count'))).toBe(yorkshire.count);
    expect(byRegion.body.every((e) => e.region === 'yorkshire')).toBe(true);
  });

  it('summarises years and serves year pages and year categories', async () => {
    const years = (await t.get<Array<{ year: number; count: number }>>('/api/events/years-summary')).body;
    expect(years.map((y) => y.year)).toContain(2027);
    const y2027 = await t.get<EventView[]>('/api/events/year/2027?limit=100');
    expect(y2027.status).toBe(200);
    expect(y2027.body.every((e) => e.startDate <= '2027-12-31' && e.endDate >= '2027-01-01')).toBe(true);
    const cats = await t.get<Array<{ slug: string; count: number }>>('/api/categories/year/2027');
    expect(cats.body.reduce((s, c) => s + c.count, 0)).toBeGreaterThan(0);
    const ySearch = await t.get<EventView[]>('/api/events/year/2027/search?q=folk&category=folk');
    expect(ySearch.body.length).toBeGreaterThan(0);
    expect(ySearch.body.every((e) => e.category === 'folk')).toBe(true);
  });

  it('searches by words with typo tolerance, filters and paginates', async () => {
    const edinburgh = await t.get<EventView[]>('/api/events/search?q=edinbrugh');
    expect(edinburgh.body.some((e) => e.city === 'Edinburgh')).toBe(true);
    const free = await t.get<EventView[]>('/api/events/search?priceRange=free&limit=100');
    expect(free.body.length).toBeGreaterThan(0);
    expect(free.body.every((e) => e.isFree)).toBe(true);
    const page1 = await t.get<EventView[]>('/api/events/search?category=music&limit=5&page=1');
    const page2 = await t.get<EventView[]>('/api/events/search?category=music&limit=5&page=2');
    expect(page1.body.map((e) => e.id)).not.toEqual(expect.arrayContaining(page2.body.map((e) => e.id)));
    const august = await t.get<EventView[]>('/api/events/search?month=8&limit=100');
    expect(august.body.every((e) => e.startDate <= '2027-08-31' && e.endDate >= '2027-08-01')).toBe(true);
    const byLocation = await t.get<EventView[]>('/api/events/search?location=Wales&limit=100');
    expect(byLocation.body.every((e) => e.region === 'wales')).toBe(true);
  });

  it('rejects bad parameters with a 400 and a message a person understands', async () => {
    for (const path of [
      '/api/events/search?limit=1000',
      '/api/events/search?priceRange=cheapish',
      '/api/events/search?sortBy=random',
      '/api/events/search?month=13',
      '/api/events/filter/time/someday',
      '/api/events/filter/region/atlantis',
      '/api/events/year/1999',
      '/api/events/year/abcd',
      '/api/categories/year/2031',
      '/api/news?limit=0',
    ]) {
      const res = await t.get<{ message: string }>(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.message.length).toBeGreaterThan(5);
    }
  });

  it('answers 404 with a message for unknown ids', async () => {
    for (const path of ['/api/events/00000000-0000-4000-8000-000000000000', '/api/events/not-an-id', '/api/news/00000000-0000-4000-8000-000000000000']) {
      const res = await t.get<{ message: string }>(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/couldn't find/);
    }
  });

  it('answers 410 with a redirect for an expired event and offers alternatives', async () => {
    const bus = t.app.get(CommandBus);
    const { id } = await bus.execute(new CreateEventCommand(details({ title: 'Expiring Folk Night' }), { publish: true }));
    await bus.execute(new ExpireEventCommand(id));
    const res = await eventually(async () => {
      const r = await t.get<{ expired: boolean; redirectTo: string }>(`/api/events/${id}`);
      expect(r.status).toBe(410);
      return r;
    });
    expect(res.body).toMatchObject({ expired: true, redirectTo: `/expired-event/${id}` });
    const expired = await t.get<{ success: boolean; event: EventView; alternatives: Array<EventView & { similarity_reason: string }> }>(
      `/api/events/expired/${id}`,
    );
    expect(expired.body.success).toBe(true);
    expect(expired.body.event.title).toBe('Expiring Folk Night');
    expect(expired.body.alternatives.length).toBeGreaterThan(0);
    expect(expired.body.alternatives.every((a) => a.similarity_reason && a.id !== id && a.upcoming)).toBe(true);
  });

  it('makes a command visible through the read API, including updates and featuring', async () => {
    const bus = t.app.get(CommandBus);
    const { id, version } = await bus.execute(new CreateEventCommand(details(), { publish: false }));
    expect((await t.get(`/api/events/${id}`)).status).toBe(404); // drafts are not public
    await bus.execute(new PublishEventCommand(id, version));
    const shown = await eventually(async () => {
      const r = await t.get<EventView>(`/api/events/${id}`);
      expect(r.status).toBe(200);
      return r.body;
    });
    expect(shown).toMatchObject({ title: 'Test Valley Jazz Weekend', city: 'Leeds', minPricePence: 2500, dateRange: '5 – 7 Mar 2027' });
    await bus.execute(new UpdateEventCommand(id, { priceText: 'Free entry' }));
    // The seeded catalogue fills the home page's featured set: make room first (featured-set.int.spec.ts).
    const [seededFeatured] = (await t.get<EventView[]>('/api/events/featured')).body;
    await bus.execute(new UnfeatureEventCommand(seededFeatured.id));
    await bus.execute(new FeatureEventCommand(id));
    await eventually(async () => {
      expect((await t.get<EventView>(`/api/events/${id}`)).body).toMatchObject({ isFree: true, price: 'Free entry', featured: true });
    });
  });

  it('rejects a stale expected version with a clear conflict', async () => {
    const bus = t.app.get(CommandBus);
    const { id, version } = await bus.execute(new CreateEventCommand(details({ title: 'Version Check Fest' }), { publish: true }));
    await bus.execute(new UpdateEventCommand(id, { title: 'Version Check Festival' }, version));
    await expect(bus.execute(new UpdateEventCommand(id, { title: 'Lost Update' }, version))).rejects.toMatchObject({
      code: 'STREAM.VERSION_CONFLICT',
      message: expect.stringMatching(/changed by someone else/),
    });
  });

  it('serves news newest first with limit and festival filters', async () => {
    const news = (await t.get<Array<{ date: string; festivalId: string | null; tags: string[] }>>('/api/news?limit=20')).body;
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect([...news.map((n) => n.date)].sort().reverse()).toEqual(news.map((n) => n.date));
    expect((await t.get<unknown[]>('/api/news')).body).toHaveLength(6);
    const festivalId = news.find((n) => n.festivalId)!.festivalId!;
    const forFestival = (await t.get<Array<{ festivalId: string }>>(`/api/news?festivalId=${festivalId}`)).body;
    expect(forFestival.every((n) => n.festivalId === festivalId)).toBe(true);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.get<{
      openapi: string;
      paths: Record<string, { get: { parameters: Array<{ name: string; enum?: string[]; schema?: { enum?: string[] } }> } }>;
    }>('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/events/search', '/api/categories', '/api/events/{id}']));
    const params = res.body.paths['/api/events/search'].get.parameters;
    expect(params.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'location', 'month', 'priceRange', 'sortBy', 'region', 'timeFilter', 'page', 'limit']),
    );
    const sortBy = params.find((p) => p.name === 'sortBy')!;
    expect(sortBy.schema?.enum ?? sortBy.enum).toEqual(['relevance', 'date', 'price', 'title']);
  });
});
