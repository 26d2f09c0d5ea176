import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { DiscoveryRunView, DiscoverySiteView } from './contracts/discovery.schemas';
import { withCategories } from './testing/discovery-fixtures';
import { FakeWeb, jsonLdPage } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;

/** An organiser's page marked up with microformats only (h-event with a nested h-card location), no JSON-LD. */
const H_EVENT_PAGE_BODY = `
  <article class="h-event">
    <h2 class="p-name">Whitby Folk Gathering</h2>
    <p><time class="dt-start" datetime="${Y}-08-21">21 August</time> to <time class="dt-end" datetime="${Y}-08-23">23 August</time></p>
    <p class="p-summary">Three days of folk song and dance on the cliff top.</p>
    <div class="p-location h-card"><span class="p-name">Abbey Field</span>, <span class="p-locality">Whitby</span>, <span class="p-region">North Yorkshire</span></div>
    <a class="u-url" href="/whitby-folk">Details</a>
  </article>`;

const festival = (name: string, city: string, day: string) => ({
  '@context': 'https://schema.org',
  '@type': 'MusicEvent',
  name,
  startDate: `${Y}-${day}`,
  location: { '@type': 'Place', name: 'The Green', address: { addressLocality: city } },
});

describe('discovery sites staff add', () => {
  const web = new FakeWeb();
  let t: TestApp;
  let admin: AdminTestClient;

  beforeAll(async () => {
    const origin = await web.start();
    web.page('/trusted', jsonLdPage('Trusted organiser', [festival('Durham Brass Weekend', 'Durham', '07-10')]));
    web.page('/organiser', jsonLdPage('Whitby organisers', [], H_EVENT_PAGE_BODY));
    web.page('/unvetted', jsonLdPage('Unvetted venue', [festival('Norwich Riverside Jazz', 'Norwich', '08-14')]));
    t = await startTestApp({ env: { FETCH_ALLOWED_ORIGINS: origin, FETCH_HOST_INTERVAL_MS: '0' } });
    await withCategories(t);
    admin = (await signedInAdmin(t.app, t.base, 'sites-owner')).client;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await web.stop();
  });

  it('adds sites with their trust, crawls them, and imports published or draft per site', async () => {
    expect((await admin.get('/api/admin/discovery/sites')).body).toEqual({ items: [], configured: [] });
    const bad = await admin.post('/api/admin/discovery/sites', { url: 'ftp://example.org' });
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { url: 'Web address must be an http(s) address such as https://example.org/whats-on' } } });
    // A private address is refused when it is added (the fetcher's rules), not first at run time.
    for (const url of ['http://127.0.0.1:9/events', 'http://[::7f00:1]/', 'http://169.254.169.254/latest/', 'http://10.0.0.5/whats-on']) {
      const refused = await admin.post('/api/admin/discovery/sites', { url });
      expect({ url, status: refused.status, code: refused.body?.code }).toEqual({ url, status: 400, code: 'DISCOVERY.SITE_REFUSED' });
      expect(refused.body.message).toMatch(/private or reserved address.*Give the address of a public website/);
    }
    const trusted = await admin.post<DiscoverySiteView>('/api/admin/discovery/sites', { url: `${web.origin}/trusted#top`, publish: true });
    expect(trusted).toMatchObject({ status: 201, body: { url: `${web.origin}/trusted`, publish: true, addedBy: 'sites-owner' } });
    expect(await admin.post('/api/admin/discovery/sites', { url: `${web.origin}/trusted` })).toMatchObject({
      status: 409,
      body: { code: 'DISCOVERY.SITE_EXISTS' },
    });
    expect((await admin.post('/api/admin/discovery/sites', { url: `${web.origin}/unvetted` })).status).toBe(201);

    const started = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', {});
    expect(started.status).toBe(202);
    const run = await eventually(async () => {
      const res = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${started.body.id}`);
      expect(res.body.status).toBe('complete');
      return res.body;
    }, 20_000);
    expect(run.result!.events.map((e) => [e.title, e.status]).sort()).toEqual([
      ['Durham Brass Weekend', 'published'],
      ['Norwich Riverside Jazz', 'draft'],
    ]);
  }, 30_000);

  it('removes a site as a recorded action; strangers and bad ids are refused', async () => {
    const { body } = await admin.get<{ items: DiscoverySiteView[] }>('/api/admin/discovery/sites');
    const unvetted = body.items.find((s) => s.url.endsWith('/unvetted'))!;
    expect(await admin.request('DELETE', `/api/admin/discovery/sites/${unvetted.id}`)).toMatchObject({ status: 200, body: { id: unvetted.id, removed: true } });
    expect(await admin.request('DELETE', `/api/admin/discovery/sites/${unvetted.id}`)).toMatchObject({
      status: 404,
      body: { code: 'DISCOVERY.SITE_NOT_FOUND' },
    });
    expect((await admin.request('DELETE', '/api/admin/discovery/sites/not-a-uuid')).status).toBe(404);
    expect((await admin.get<{ items: DiscoverySiteView[] }>('/api/admin/discovery/sites')).body.items.map((s) => s.url)).toEqual([`${web.origin}/trusted`]);
    expect((await new AdminTestClient(t.base).get('/api/admin/discovery/sites')).status).toBe(401);
    expect((await admin.post('/api/admin/discovery/sites', { url: 'https://example.org/' }, { csrf: false })).status).toBe(403);

    const ops = await admin.get<{ items: Array<Record<string, unknown>> }>('/api/admin/operations?limit=20');
    const kinds = ops.body.items.filter((o) => String(o.kind).startsWith('discovery.site')).map((o) => [o.kind, o.success, o.actor]);
    expect(kinds).toEqual([
      ['discovery.site-remove', false, 'sites-owner'],
      ['discovery.site-remove', true, 'sites-owner'],
      ['discovery.site-add', true, 'sites-owner'],
      ['discovery.site-add', false, 'sites-owner'],
      ['discovery.site-add', true, 'sites-owner'],
      ...Array.from({ length: 4 }, () => ['discovery.site-add', false, 'sites-owner']), // the private addresses
    ]);
    const log = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [unvetted.id]);
    expect(log.map((r: { type: string }) => r.type)).toEqual(['DiscoverySiteAdded', 'DiscoverySiteRemoved']);
  });

  it('imports h-event microformats from an organiser’s page as it imports JSON-LD', async () => {
    expect((await admin.post('/api/admin/discovery/sites', { url: `${web.origin}/organiser`, publish: true })).status).toBe(201);
    const started = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', {});
    const run = await eventually(async () => {
      const res = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${started.body.id}`);
      expect(res.body.status).toBe('complete');
      return res.body;
    }, 20_000);
    const found = run.result!.events.find((e) => e.title === 'Whitby Folk Gathering');
    expect(found).toMatchObject({ city: 'Whitby', status: 'published' });
    const event = await admin.get<{ event: Record<string, unknown> }>(`/api/admin/events/${found!.id}`);
    expect(event.body.event).toMatchObject({
      venue: 'Abbey Field',
      startDate: `${Y}-08-21`,
      endDate: `${Y}-08-23`,
      description: expect.stringContaining('folk song and dance'),
      region: 'yorkshire',
    });
  }, 30_000);
});
