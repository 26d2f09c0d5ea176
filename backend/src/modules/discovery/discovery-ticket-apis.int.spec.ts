import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { DiscoveryRunView } from './contracts/discovery.schemas';
import { withCategories } from './testing/discovery-fixtures';
import { fakeTicketApis } from './testing/fake-ticket-apis';
import { FakeWeb } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;

async function runToEnd(admin: AdminTestClient, path: string, body: unknown): Promise<DiscoveryRunView> {
  const started = await admin.post<DiscoveryRunView>(path, body);
  expect(started.status).toBe(202);
  return eventually(async () => {
    const res = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${started.body.id}`);
    expect(res.body.status).not.toBe('running');
    return res.body;
  }, 20_000);
}

describe('event discovery: Skiddle and Ticketmaster APIs', () => {
  const web = new FakeWeb();
  let good: TestApp;
  let admin: AdminTestClient;

  beforeAll(async () => {
    const origin = await web.start();
    fakeTicketApis(web, { skiddleKey: 'sk-good', ticketmasterKey: 'tm-good', year: Y, skiddleCount: 150, ticketmasterCount: 130 });
    good = await startTestApp({
      env: {
        FETCH_ALLOWED_ORIGINS: origin,
        FETCH_HOST_INTERVAL_MS: '0',
        SKIDDLE_API_KEY: 'sk-good',
        SKIDDLE_BASE_URL: origin,
        TICKETMASTER_API_KEY: 'tm-good',
        TICKETMASTER_BASE_URL: origin,
        DISCOVERY_PUBLISH_SOURCES: 'ticketmaster',
      },
    });
    await withCategories(good);
    admin = (await signedInAdmin(good.app, good.base, 'tickets-owner')).client;
  }, 60_000);

  afterAll(async () => {
    await good?.close();
    await web.stop();
  });

  it('pages through both APIs with their documented parameters and imports every event once', async () => {
    const run = await runToEnd(admin, '/api/ai/smart-discovery', {});
    expect(run.result).toMatchObject({ success: true, eventsFound: 280, eventsAdded: 280, duplicatesSkipped: 0, errors: [] });
    const skiddleCalls = web.requests.filter((r) => r.startsWith('/api/v1/events/search/'));
    expect(skiddleCalls).toHaveLength(2);
    const first = new URL(skiddleCalls[0], web.origin).searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ api_key: 'sk-good', eventcode: 'FEST', order: 'date', limit: '100', offset: '0' });
    expect(new URL(skiddleCalls[1], web.origin).searchParams.get('offset')).toBe('100');
    const tmCalls = web.requests.filter((r) => r.startsWith('/discovery/v2/events.json'));
    expect(tmCalls.map((c) => new URL(c, web.origin).searchParams.get('page'))).toEqual(['0', '1']);
    expect(new URL(tmCalls[0], web.origin).searchParams.get('countryCode')).toBe('GB');

    expect(run.result!.events).toHaveLength(100); // the result lists the first 100 added
    const byTitle = async (title: string) =>
      eventually(async () => {
        const res = await admin.get<{ items: Array<Record<string, string>> }>(`/api/admin/events?q=${encodeURIComponent(title)}&limit=10`);
        const row = res.body.items.find((r) => r.title === title);
        expect(row).toBeDefined();
        return row!;
      });
    const tm = await byTitle('Arena Classical Night 0');
    expect(tm).toMatchObject({ city: 'Birmingham', category: 'music', status: 'published' });
    const detail = await eventually(async () => (await admin.get<{ event: Record<string, unknown> }>(`/api/admin/events/${tm.id}`)).body.event);
    expect(detail).toMatchObject({
      region: 'midlands',
      venue: 'Symphony Hall',
      priceText: '£25–£80',
      startDate: `${Y}-03-01`,
      ticketUrl: 'https://www.ticketmaster.co.uk/event/tm-0',
    });
    const sk = await byTitle('Skiddle Test Fest A0');
    expect(sk).toMatchObject({ city: 'Manchester', category: 'music', status: 'draft' });
    expect((await admin.get(`/api/admin/events/${sk.id}/provenance`)).body).toMatchObject({
      provenance: { source: 'skiddle', url: 'https://www.skiddle.com/festivals/test-0/' },
    });

    // Again, for one region and year: the region's centre and the year go to both APIs; nothing is imported twice.
    web.requests.length = 0;
    const again = await runToEnd(admin, '/api/ai/discover-region-events', { region: 'northwest', timeframe: String(Y) });
    expect(again.result).toMatchObject({ eventsFound: 150, eventsAdded: 0, duplicatesSkipped: 150 });
    const regional = new URL(
      web.requests.find((r) => r.startsWith('/api/v1/events/search/'))!,
      web.origin,
    ).searchParams;
    expect(Object.fromEntries(regional)).toMatchObject({ latitude: '53.8', longitude: '-2.6', radius: '60', minDate: `${Y}-01-01`, maxDate: `${Y}-12-31` });
    const tmRegional = new URL(
      web.requests.find((r) => r.startsWith('/discovery/v2/'))!,
      web.origin,
    ).searchParams;
    expect(Object.fromEntries(tmRegional)).toMatchObject({ latlong: '53.8,-2.6', startDateTime: `${Y}-01-01T00:00:00Z` });
  }, 60_000);

  it('records a refused key as the run error, without the key', async () => {
    const bad = await startTestApp({
      databaseUrl: good.databaseUrl,
      env: {
        FETCH_ALLOWED_ORIGINS: web.origin,
        FETCH_HOST_INTERVAL_MS: '0',
        SKIDDLE_API_KEY: 'sk-wrong',
        SKIDDLE_BASE_URL: web.origin,
        TICKETMASTER_API_KEY: 'tm-wrong',
        TICKETMASTER_BASE_URL: web.origin,
      },
    });
    try {
      const client = (await signedInAdmin(bad.app, bad.base, 'tickets-second')).client;
      const run = await runToEnd(client, '/api/ai/discover-category-events', { category: 'music', timeframe: String(Y) });
      expect([...run.result!.errors].sort()).toEqual(['skiddle: Invalid API key', 'ticketmaster: the API key was refused (401: Invalid ApiKey)']);
      expect(run.result!.errors.join(' ')).not.toMatch(/sk-wrong|tm-wrong/);
      expect(run.result).toMatchObject({ eventsFound: 0, eventsAdded: 0 });
    } finally {
      await bad.close();
    }
  }, 60_000);
});
