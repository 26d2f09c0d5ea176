import { CommandBus } from '@nestjs/cqrs';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { DiscoveryRunView } from './contracts/discovery.schemas';
import { FakeWeb, jsonLdPage } from './testing/fake-web.server';
import { StartDiscoveryCommand } from './commands/start-discovery/start-discovery.command';
import { withCategories } from './testing/discovery-fixtures';

const Y = new Date().getFullYear() + 1;

/** Organiser pages (JSON-LD with @graph and arrays, microdata), a page robots.txt forbids, and an iCalendar feed. */
function organiserWorld(web: FakeWeb): void {
  web.routes.set('/robots.txt', { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' });
  web.page(
    '/',
    jsonLdPage(
      'Riverside Events',
      [
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', name: 'Riverside Events' },
            {
              '@type': 'MusicEvent',
              name: 'Leeds Riverside Folk Festival',
              url: `${web.origin}/events/folk`,
              startDate: `${Y}-06-12T12:00:00+01:00`,
              endDate: `${Y}-06-14T22:00:00+01:00`,
              description: 'Three days of folk &amp; roots by the river.',
              location: {
                '@type': 'Place',
                name: 'Riverside Meadow',
                address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressRegion: 'West Yorkshire', addressCountry: 'GB' },
                geo: { '@type': 'GeoCoordinates', latitude: 53.79, longitude: -1.54 },
              },
              offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'GBP', url: `${web.origin}/tickets/folk` },
            },
          ],
        },
      ],
      `<a href="/whats-on">What's on</a> <a href="/events/street-food">Street food</a> <a href="/private/secret">Secret</a> <a href="https://example.com/elsewhere">Elsewhere</a>`,
    ),
  );
  web.page(
    '/whats-on',
    `<!doctype html><html><body>
      <div itemscope itemtype="https://schema.org/FoodEvent">
        <h2 itemprop="name">York Chocolate Weekend</h2>
        <time itemprop="startDate" datetime="${Y}-04-03">3 April</time> – <time itemprop="endDate" datetime="${Y}-04-05">5 April</time>
        <p itemprop="description">Tastings and makers' stalls.</p>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place">
          <span itemprop="name">Parliament Street</span>
          <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
            <span itemprop="addressLocality">York</span>, <span itemprop="addressRegion">North Yorkshire</span>
          </div>
        </div>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <meta itemprop="price" content="0"><meta itemprop="priceCurrency" content="GBP">
        </div>
      </div>
    </body></html>`,
  );
  web.page(
    '/events/street-food',
    jsonLdPage('Street food', [
      [
        {
          '@context': 'https://schema.org',
          '@type': 'FoodEvent',
          name: 'Sheffield Street Food Weekend',
          startDate: `${Y}-05-02`,
          endDate: `${Y}-05-03`,
          location: { '@type': 'Place', name: 'Kelham Island', address: 'Kelham Island, Sheffield, South Yorkshire' },
        },
        {
          '@type': 'MusicEvent',
          name: 'Leeds Riverside Folk Festival',
          url: `${web.origin}/events/folk`,
          startDate: `${Y}-06-12T12:00:00+01:00`,
          location: { '@type': 'Place', address: { addressLocality: 'Leeds' } },
        },
        { '@type': 'Event', name: 'Cancelled Carnival', eventStatus: 'https://schema.org/EventCancelled', startDate: `${Y}-08-01`, location: 'Leeds' },
      ],
    ]),
  );
  web.page('/private/secret', jsonLdPage('Secret', [{ '@type': 'Event', name: 'Secret Garden Party', startDate: `${Y}-07-01`, location: 'York' }]));
  web.routes.set('/feed.ics', {
    type: 'text/calendar',
    body: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Feed//EN',
      'BEGIN:VEVENT',
      'UID:kite-1@example.org',
      `DTSTART;VALUE=DATE:${Y}0815`,
      `DTEND;VALUE=DATE:${Y}0817`,
      'SUMMARY:Bath Kite Festival',
      'LOCATION:Royal Victoria Park\\, Bath',
      'CATEGORIES:Family',
      'DESCRIPTION:Kites\\, workshops and a teddy-bear drop.',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:jazz-1@example.org',
      `DTSTART;TZID=Europe/London:${Y}0711T120000`,
      `DTEND;TZID=Europe/London:${Y}0712T230000`,
      `SUMMARY:Harbourside Jazz Weekend ${Y}`,
      'LOCATION:Harbourside\\, Bristol',
      'GEO:51.449;-2.6',
      'CATEGORIES:Music',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:old-1@example.org',
      `DTSTART;VALUE=DATE:${Y - 2}0301`,
      'SUMMARY:Long Gone Fair',
      'LOCATION:Bath',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  });
}

async function finished(admin: AdminTestClient, id: string): Promise<DiscoveryRunView> {
  return eventually(async () => {
    const res = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).not.toBe('running');
    return res.body;
  }, 20_000);
}

describe('event discovery: organiser sites and iCalendar feeds', () => {
  const web = new FakeWeb();
  let t: TestApp;
  let admin: AdminTestClient;

  beforeAll(async () => {
    const origin = await web.start();
    organiserWorld(web);
    t = await startTestApp({
      env: {
        FETCH_ALLOWED_ORIGINS: origin,
        FETCH_HOST_INTERVAL_MS: '0',
        DISCOVERY_SITES: `${origin}/`,
        DISCOVERY_ICS_FEEDS: `${origin}/feed.ics`,
        DISCOVERY_PUBLISH_SOURCES: 'ics',
      },
    });
    await withCategories(t);
    admin = (await signedInAdmin(t.app, t.base, 'discovery-owner')).client;
    const created = await admin.post('/api/admin/events', {
      title: 'Harbourside Jazz Weekend',
      category: 'music',
      startDate: `${Y}-07-10`,
      endDate: `${Y}-07-12`,
      city: 'Bristol',
      region: 'southwest',
      latitude: 51.45,
      longitude: -2.59,
      publish: true,
    });
    expect(created.status).toBe(201);
    await eventually(async () => expect((await admin.get(`/api/admin/events/${created.body.id}`)).status).toBe(200));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await web.stop();
  });

  let firstRun: DiscoveryRunView;

  it('finds events on the site and in the feed, skips the one already listed, imports the rest with provenance', async () => {
    const started = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', {});
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ kind: 'smart', status: 'running', actor: 'discovery-owner', trigger: 'admin' });
    firstRun = await finished(admin, started.body.id);
    expect(firstRun).toMatchObject({ status: 'complete', phase: 'Complete', progress: 100 });
    const result = firstRun.result!;
    expect(result).toMatchObject({ success: true, eventsFound: 5, eventsAdded: 4, duplicatesSkipped: 1 });
    expect(result.events.map((e) => [e.title, e.city, e.category, e.status]).sort()).toEqual([
      ['Bath Kite Festival', 'Bath', 'family', 'published'],
      ['Leeds Riverside Folk Festival', 'Leeds', 'music', 'draft'],
      ['Sheffield Street Food Weekend', 'Sheffield', 'food-drink', 'draft'],
      ['York Chocolate Weekend', 'York', 'food-drink', 'draft'],
    ]);
    // robots.txt is obeyed: the private page was never fetched, and the refusal is reported.
    expect(web.requested('/private/secret')).toBe(0);
    expect(result.errors.some((e) => /ROBOTS_DISALLOWED/.test(e))).toBe(true);
    expect(web.requests.some((r) => r.includes('elsewhere'))).toBe(false);
  }, 30_000);

  it('stores normalised details, drafts or published per source trust, and shows provenance through the admin API', async () => {
    const folk = firstRun.result!.events.find((e) => e.title.startsWith('Leeds'))!;
    const view = await eventually(async () => {
      const res = await admin.get<{ event: Record<string, unknown> }>(`/api/admin/events/${folk.id}`);
      expect(res.status).toBe(200);
      return res.body.event;
    });
    expect(view).toMatchObject({
      status: 'draft',
      startDate: `${Y}-06-12`,
      endDate: `${Y}-06-14`,
      city: 'Leeds',
      region: 'yorkshire',
      venue: 'Riverside Meadow',
      latitude: 53.79,
      longitude: -1.54,
      priceText: 'from £45',
      ticketUrl: `${web.origin}/tickets/folk`,
      source: 'discovery:site',
      description: 'Three days of folk & roots by the river.',
    });
    const provenance = await admin.get(`/api/admin/events/${folk.id}/provenance`);
    expect(provenance).toMatchObject({ status: 200, body: { provenance: { source: 'site', url: `${web.origin}/`, runId: firstRun.id, importedAs: 'draft' } } });

    const kite = firstRun.result!.events.find((e) => e.title === 'Bath Kite Festival')!;
    const kiteView = await eventually(async () => (await admin.get<{ event: Record<string, unknown> }>(`/api/admin/events/${kite.id}`)).body.event);
    expect(kiteView).toMatchObject({ status: 'published', startDate: `${Y}-08-15`, endDate: `${Y}-08-16`, region: 'southwest' });
    expect((await admin.get(`/api/admin/events/${kite.id}/provenance`)).body).toMatchObject({ provenance: { source: 'ics', url: `${web.origin}/feed.ics` } });
    const york = firstRun.result!.events.find((e) => e.title.startsWith('York'))!;
    expect((await admin.get<{ event: Record<string, unknown> }>(`/api/admin/events/${york.id}`)).body.event).toMatchObject({ priceText: 'Free' });
  });

  it('imports nothing twice when run again, and records every run in the operations log and the event log', async () => {
    const again = await admin.post<DiscoveryRunView>('/api/ai/discover-region-events', { region: 'yorkshire', timeframe: String(Y) });
    expect(again.status).toBe(202);
    const run = await finished(admin, again.body.id);
    expect(run.result).toMatchObject({ success: true, eventsFound: 3, eventsAdded: 0, duplicatesSkipped: 3, events: [] });
    const all = await admin.get<{ total: number }>('/api/admin/events?limit=100');
    expect(all.body.total).toBe(5);

    const ops = await admin.get<{ items: Array<Record<string, unknown>> }>('/api/admin/operations?limit=10');
    const kinds = ops.body.items.filter((o) => String(o.kind).startsWith('discovery.'));
    expect(kinds.map((o) => o.kind)).toEqual(['discovery.region', 'discovery.smart']);
    expect(kinds[1]).toMatchObject({ actor: 'discovery-owner', success: true, data: { runId: firstRun.id, counts: { found: 5, added: 4, duplicates: 1 } } });
    const log = await t.db.query(`SELECT type, metadata FROM event_log WHERE stream_id = $1 ORDER BY version`, [firstRun.id]);
    expect(log.map((r: { type: string }) => r.type)).toEqual(['DiscoveryRunStarted', 'DiscoveryRunCompleted']);
    expect(log[0].metadata.actor).toMatchObject({ kind: 'admin', username: 'discovery-owner' });

    const list = await admin.get<{ items: DiscoveryRunView[] }>('/api/ai/discovery-runs');
    expect(list.body.items.map((r) => r.id)).toEqual([run.id, firstRun.id]);
  }, 30_000);

  it('refuses bad input with a clear message, strangers, writes without the CSRF token, and a second run while one is going', async () => {
    const bad = await admin.post('/api/ai/discover-region-events', { region: 'mars', timeframe: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Region must be one of: london/);
    expect(bad.body.message).toMatch(/Timeframe must be a year/);
    expect((await admin.post('/api/ai/discover-category-events', { timeframe: String(Y) })).body).toMatchObject({
      statusCode: 400,
      fieldErrors: { category: expect.any(String) },
    });
    expect((await new AdminTestClient(t.base).post('/api/ai/smart-discovery', {})).status).toBe(401);
    expect((await admin.post('/api/ai/smart-discovery', {}, { csrf: false })).status).toBe(403);
    expect((await new AdminTestClient(t.base).get('/api/ai/discovery-runs')).status).toBe(401);
    expect((await admin.get('/api/ai/discovery-runs/2b9a3f58-9f5c-4c47-8d5d-7c0f7f0e6a11')).status).toBe(404);

    web.routes.set('/feed.ics', { ...(web.routes.get('/feed.ics') as { body: string; type: string }), delayMs: 1500 });
    const slow = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', { category: 'family' });
    expect(slow.status).toBe(202);
    const clash = await admin.post('/api/ai/discover-premium-venues', { timeframe: String(Y) });
    expect(clash).toMatchObject({ status: 409, body: { code: 'DISCOVERY.ALREADY_RUNNING' } });
    const progress = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${slow.body.id}`);
    expect(progress.body).toMatchObject({ status: 'running', phase: 'Discovering' });
    expect(progress.body.progress).toBeGreaterThanOrEqual(25);
    expect((await finished(admin, slow.body.id)).result).toMatchObject({ eventsFound: 1, eventsAdded: 0, duplicatesSkipped: 1 });
  }, 30_000);

  it('reports a run with no source configured as an error', async () => {
    const bare = await startTestApp({ env: { DISCOVERY_SITES: '', DISCOVERY_ICS_FEEDS: '' } });
    try {
      await withCategories(bare);
      const run = await bare.app.get(CommandBus).execute(new StartDiscoveryCommand('smart', {}));
      const client = (await signedInAdmin(bare.app, bare.base, 'bare-owner')).client;
      const done = await finished(client, run.id);
      expect(done).toMatchObject({ status: 'error', phase: 'Error', progress: 0, result: { success: false } });
      expect(done.result!.message).toMatch(/no discovery source is configured/);
    } finally {
      await bare.close();
    }
  }, 30_000);
});
