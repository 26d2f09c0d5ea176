import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { DiscoveryRunView } from './contracts/discovery.schemas';
import { withCategories } from './testing/discovery-fixtures';
import { FakeWeb, jsonLdPage } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;
const festival = {
  '@context': 'https://schema.org',
  '@type': 'MusicEvent',
  name: 'Whitby Harbour Shanty Festival',
  startDate: `${Y}-06-12`,
  location: { '@type': 'Place', name: 'The Quay', address: { addressLocality: 'Whitby' } },
};

/** A run's outcome says what happened: a run in which a source failed is not badged a success (issue 31, point 5). */
describe('discovery run outcomes', () => {
  const web = new FakeWeb();
  const apps: TestApp[] = [];

  beforeAll(async () => {
    await web.start();
    web.page('/good', jsonLdPage('Organiser', [festival]));
    web.routes.set('/broken.ics', { status: 500, type: 'text/plain', body: 'server error' });
    web.routes.set('/broken', { status: 503, type: 'text/plain', body: 'down' });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await web.stop();
  });

  async function runWith(sites: string, feeds: string): Promise<DiscoveryRunView> {
    const t = await startTestApp({
      env: { FETCH_ALLOWED_ORIGINS: web.origin, FETCH_HOST_INTERVAL_MS: '0', DISCOVERY_SITES: sites, DISCOVERY_ICS_FEEDS: feeds },
    });
    apps.push(t);
    await withCategories(t);
    const admin: AdminTestClient = (await signedInAdmin(t.app, t.base, 'outcome-owner')).client;
    const started = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', {});
    return eventually(async () => {
      const run = (await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${started.body.id}`)).body;
      expect(run.status).not.toBe('running');
      return run;
    }, 30_000);
  }

  it('one source failing while another works is a partial run, with the failure named', async () => {
    const run = await runWith(`${web.origin}/good`, `${web.origin}/broken.ics`);
    expect(run).toMatchObject({ status: 'complete', result: { success: true, outcome: 'partial', sourcesTried: 2, sourcesFailed: 1, eventsAdded: 1 } });
    expect(run.result!.message).toMatch(/^1 of 2 sources failed\. Found 1 event/);
  }, 60_000);

  it('every source failing is a failed run, not a success with nothing found', async () => {
    const run = await runWith(`${web.origin}/broken`, `${web.origin}/broken.ics`);
    expect(run).toMatchObject({ status: 'error', result: { success: false, outcome: 'failed', sourcesTried: 2, sourcesFailed: 2, eventsAdded: 0 } });
    expect(run.result!.message).toMatch(/^Every source failed/);
  }, 60_000);

  it('every source answering cleanly is a success', async () => {
    const run = await runWith(`${web.origin}/good`, '');
    expect(run).toMatchObject({ status: 'complete', result: { success: true, outcome: 'success', sourcesFailed: 0 } });
  }, 60_000);
});
