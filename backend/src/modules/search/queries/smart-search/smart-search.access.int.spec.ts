/**
 * Smart Search with accessibility phrases on the seeded catalogue (issue 30): the seed states no facts, so nothing
 * is guessed; once an admin states a Welsh venue's step-free access, "wheelchair accessible festivals in Wales" finds
 * exactly the events there.
 */
import { startTestApp, TestApp, eventually } from '../../../../platform/testing/test-app';
import { adminClient } from '../../../events/testing/admin-client';
import { VenuePage, VenueView } from '../../../venues/queries/venue-page/venue-page.query';
import { NOT_STATED } from '../../../events/contracts/accessibility.schema';
import { SmartSearchResult } from '../../application/smart-search.result';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 180_000);
afterAll(() => t?.close());

const smart = async (q: string) => {
  const res = await t.get<SmartSearchResult>(`/api/events/search/smart?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('Smart Search for accessibility on the seeded catalogue', () => {
  it('finds nothing where nothing is stated, then exactly the events of the venue stated step-free', async () => {
    const bsl = await smart('festivals with BSL');
    expect(bsl.intent.access).toEqual(['bsl']);
    expect(bsl.events).toEqual([]);

    const venues = (await t.get<VenueView[]>('/api/venues')).body.filter((v) => v.region === 'wales');
    let chosen: { venue: VenueView; upcoming: string[] } | null = null;
    for (const venue of venues) {
      const page = (await t.get<VenuePage>(`/api/venues/${venue.slug}`)).body;
      if (page.upcoming.length) chosen = { venue, upcoming: page.upcoming.map((e) => e.id) };
      if (chosen) break;
    }
    expect(chosen).not.toBeNull();
    const { venue, upcoming } = chosen!;
    const admin = await adminClient(t, 'access-search-owner');
    const { address, town, region, latitude, longitude, website, name, version } = venue;
    const body = {
      name,
      address,
      town,
      region,
      latitude,
      longitude,
      website,
      expectedVersion: version,
      accessibility: { ...NOT_STATED, stepFreeAccess: 'yes' },
    };
    expect((await admin.put(`/api/admin/venues/${venue.id}`, body)).status).toBe(200);

    await eventually(async () => {
      const found = await smart('wheelchair accessible festivals in Wales');
      expect(found.intent).toMatchObject({ access: ['step-free'], locations: ['Wales'] });
      expect(found.events.length).toBeGreaterThan(0);
      for (const e of found.events) {
        expect(upcoming).toContain(e.id);
        expect(e.accessibility.stepFreeAccess).toBe('yes');
      }
    });
  });
});
