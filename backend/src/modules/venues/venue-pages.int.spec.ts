import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { seedCatalogue } from '../seed/testing/seed-catalogue';
import { EventView } from '../events/contracts/event-view';
import { VenuePage, VenueView } from './queries/venue-page/venue-page.query';

describe('venue pages (issue 30, part 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalogue(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('seeds one venue per distinct place of the catalogue, merged by name and distance, through the event log', async () => {
    const [{ places, pairs }] = await t.db.query(`SELECT count(*)::int AS places, count(DISTINCT (venue, city))::int AS pairs FROM events WHERE venue <> ''`);
    const [{ logged }] = await t.db.query(`SELECT count(*)::int AS logged FROM event_log WHERE type = 'VenueCreated'`);
    const venues = await eventually(async () => {
      const { status, body } = await t.get<VenueView[]>('/api/venues');
      expect(status).toBe(200);
      expect(body).toHaveLength(logged);
      return body;
    });
    expect(venues.length).toBeGreaterThan(100);
    expect(venues.length).toBeLessThan(places);
    expect(venues.length).toBeLessThanOrEqual(pairs);
    // Hyde Park hosts several festivals: one venue, not one per festival.
    expect(venues.filter((v) => v.name === 'Hyde Park' && v.town === 'London')).toHaveLength(1);
    console.log(`venues after merging: ${venues.length} (from ${places} event places, ${pairs} distinct venue/town pairs)`);
  });

  it('serves a venue page with its upcoming events and past editions, and 404 for an unknown slug', async () => {
    const venues = (await t.get<VenueView[]>('/api/venues')).body;
    const hall = venues.find((v) => v.name === 'Royal Albert Hall')!;
    const { status, body } = await t.get<VenuePage>(`/api/venues/${hall.slug}`);
    expect(status).toBe(200);
    expect(body.venue).toMatchObject({ name: 'Royal Albert Hall', town: 'London', regionName: 'London' });
    expect(body.upcoming.map((e) => e.title)).toContain('BBC Proms');
    for (const e of [...body.upcoming, ...body.past]) expect(e.venue).toBe('Royal Albert Hall');
    expect(body.past.every((e) => !e.upcoming)).toBe(true);

    const missing = await t.get<{ message: string }>('/api/venues/no-such-venue');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('no-such-venue');
  });

  it('links an event to its venue', async () => {
    const events = (await t.get<EventView[]>('/api/events?limit=100')).body;
    const proms = events.find((e) => e.title === 'BBC Proms') ?? (await t.get<EventView[]>('/api/events/search?q=BBC%20Proms')).body[0];
    const { status, body } = await t.get<{ venue: VenueView | null }>(`/api/venues/for-event/${proms.id}`);
    expect(status).toBe(200);
    expect(body.venue?.name).toBe('Royal Albert Hall');
  });
});
