/**
 * Admin venue editing (issue 30, part 1) over real HTTP on a real PostgreSQL: list and search, validation (400),
 * version-checked edits (409), field history, the operations log, roles, and the change reaching the public page.
 */
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { OperationsLog } from '../../platform/operations/operations-log';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { signedInAdmin } from '../identity/testing/admin-test-client';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { CreateVenueCommand } from './commands/create-venue/create-venue.command';
import { VenuePage } from './queries/venue-page/venue-page.query';

let t: TestApp;
let admin: AdminClient;
let id: string;

const edit = (over: Record<string, unknown> = {}) => ({
  name: 'The Roundhouse',
  address: 'Chalk Farm Road',
  town: 'London',
  region: 'london',
  latitude: 51.5432,
  longitude: -0.1519,
  website: 'https://www.roundhouse.org.uk',
  expectedVersion: 1,
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  admin = await adminClient(t, 'venues-owner');
  const props = {
    slug: 'roundhouse',
    name: 'Roundhouse',
    names: [],
    address: '',
    town: 'London',
    region: 'london',
    latitude: null,
    longitude: null,
    website: null,
  };
  ({ id } = await runAs({ kind: 'system' }, () => t.app.get(CommandBus).execute(new CreateVenueCommand(props))));
  await t.app.get(CommandBus).execute(new CreateVenueCommand({ ...props, slug: 'usher-hall', name: 'Usher Hall', town: 'Edinburgh', region: 'scotland' }));
}, 120_000);
afterAll(() => t.close());

describe('admin venues', () => {
  it('lists venues by name and finds them by name or town', async () => {
    const all = await admin.get('/api/admin/venues');
    expect(all.status).toBe(200);
    expect(all.body.items.map((v: { name: string }) => v.name)).toEqual(['Roundhouse', 'Usher Hall']);
    const byTown = await admin.get('/api/admin/venues?q=edinb');
    expect(byTown.body.items.map((v: { slug: string }) => v.slug)).toEqual(['usher-hall']);
    const byName = await admin.get('/api/admin/venues?q=ROUND');
    expect(byName.body.total).toBe(1);
    expect((await admin.get('/api/admin/venues?q=%25')).body.total).toBe(0);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ website: 'ftp://example.org' }, 'website', 'Website must be an http(s) address.'],
      [{ latitude: 40 }, 'latitude', 'Latitude must be in the UK (49 to 61).'],
      [{ longitude: 5 }, 'longitude', 'Longitude must be in the UK (-9 to 2.5).'],
      [{ latitude: null }, 'latitude', 'Give both latitude and longitude, or neither.'],
      [{ name: 'x' }, 'name', 'Name must be between 2 and 120 characters.'],
      [{ town: '  ' }, 'town', 'Town is required.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await admin.put(`/api/admin/venues/${id}`, edit(over));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[field]).toBe(message);
    }
    expect((await admin.put('/api/admin/venues/not-a-venue', edit())).status).toBe(404);
  });

  it('edits a venue, keeps its history, logs it, refuses a stale version, and the public page shows the change', async () => {
    const saved = await admin.put(`/api/admin/venues/${id}`, edit());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id, version: 2 });

    const stale = await admin.put(`/api/admin/venues/${id}`, edit({ town: 'Camden' }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone else changed this venue after you opened it. Reload it and re-apply your changes.');
    expect(stale.body.currentVersion).toBe(2);

    const detail = await admin.get(`/api/admin/venues/${id}`);
    expect(detail.body.venue).toMatchObject({ name: 'The Roundhouse', version: 2, website: 'https://www.roundhouse.org.uk' });
    // The old spelling stays: events still call it "Roundhouse".
    expect(detail.body.venue.names).toEqual(['The Roundhouse', 'Roundhouse']);
    const [latest] = detail.body.history;
    expect(latest.actor).toMatchObject({ kind: 'admin', username: 'venues-owner' });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Roundhouse', to: 'The Roundhouse' },
        { field: 'website', from: null, to: 'https://www.roundhouse.org.uk' },
      ]),
    );

    const ops = (await t.app.get(OperationsLog).list({ limit: 20, offset: 0, kind: 'venues.update' })).items;
    expect(ops.map((o) => [o.success, o.data.venueId])).toEqual(
      expect.arrayContaining([
        [true, id],
        [false, id],
      ]),
    );

    await eventually(async () => {
      const page = await t.get<VenuePage>('/api/venues/roundhouse');
      expect(page.body.venue).toMatchObject({ name: 'The Roundhouse', address: 'Chalk Farm Road', latitude: 51.5432 });
    });
  });

  it('is for owners and editors only', async () => {
    const editor = (await signedInAdmin(t.app, t.base, 'venues-editor', 'editor')).client;
    expect((await editor.get('/api/admin/venues')).status).toBe(200);
    const marketer = (await signedInAdmin(t.app, t.base, 'venues-marketer', 'marketer')).client;
    expect((await marketer.get('/api/admin/venues')).status).toBe(403);
    expect((await marketer.request('PUT', `/api/admin/venues/${id}`, edit({ expectedVersion: 2 }))).status).toBe(403);
  });
});
