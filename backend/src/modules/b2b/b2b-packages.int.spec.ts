/** GET /api/b2b-marketing/packages answers the packages of B2B_PACKAGES_JSON (real HTTP, real PostgreSQL). */
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { signedInAdmin } from '../identity/testing/admin-test-client';

describe('B2B packages from configuration', () => {
  let t: TestApp;
  const configured = [
    { id: 'local', name: 'Local', pricePence: 2500, eventsLabel: '1 event', maxEvents: 1 },
    { id: 'region', name: 'Region', pricePence: 9950, eventsLabel: 'Up to 10 events', maxEvents: 10, popular: true },
  ];

  beforeAll(async () => {
    t = await startTestApp({ env: { B2B_PACKAGES_JSON: JSON.stringify(configured) } });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('serves the configured packages (admin only)', async () => {
    expect((await t.get('/api/b2b-marketing/packages')).status).toBe(401);
    const { client } = await signedInAdmin(t.app, t.base, 'b2b-packages');
    const res = await client.get<{ items: unknown[] }>('/api/b2b-marketing/packages');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id: 'local', name: 'Local', pricePence: 2500, priceLabel: '£25/month', eventsLabel: '1 event', maxEvents: 1, popular: false },
      { id: 'region', name: 'Region', pricePence: 9950, priceLabel: '£99.50/month', eventsLabel: 'Up to 10 events', maxEvents: 10, popular: true },
    ]);
  });
});
