/**
 * Accessibility facts (issue 30, part 2) over real HTTP on a real PostgreSQL: admins edit a venue's and an event's
 * facts (400 on bad values, 403 for roles without rights), an event's stated facts override its venue's, the event
 * keeps its venue id through an admin edit, and the public `access` filter returns only matching events.
 */
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { EventView } from '../events/contracts/event-view';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { signedInAdmin } from '../identity/testing/admin-test-client';
import { CreateVenueCommand } from './commands/create-venue/create-venue.command';
import { NOT_STATED } from '../events/contracts/accessibility.schema';
import { VenuePage } from './queries/venue-page/venue-page.query';

let t: TestApp;
let admin: AdminClient;
let venueId: string;
let atVenue: string;
let elsewhere: string;

const venueEdit = (over: Record<string, unknown> = {}) => ({
  name: 'Corn Exchange',
  address: 'Wheeler Street',
  town: 'Cambridge',
  region: 'southeast',
  latitude: 52.2036,
  longitude: 0.1198,
  website: null,
  expectedVersion: 1,
  ...over,
});

const details = (over: Record<string, unknown> = {}) => ({
  title: 'Access Folk Weekend',
  description: 'Folk music all weekend.',
  category: 'music',
  startDate: '2099-05-01',
  endDate: '2099-05-02',
  venue: 'Corn Exchange',
  city: 'Cambridge',
  region: 'southeast',
  latitude: 52.2036,
  longitude: 0.1198,
  priceText: 'from £20',
  ticketUrl: null,
  tags: ['folk'],
  ...over,
});

const publicEvent = (id: string) => t.get<EventView>(`/api/events/${id}`);
const searchIds = async (query: string) => (await t.get<{ id: string }[]>(`/api/events/search?${query}`)).body.map((e) => e.id).sort();

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  admin = await adminClient(t, 'access-owner');
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  const props = {
    slug: 'corn-exchange-cambridge',
    name: 'Corn Exchange',
    names: [],
    address: '',
    town: 'Cambridge',
    region: 'southeast',
    latitude: null,
    longitude: null,
    website: null,
  };
  ({ id: venueId } = await runAs({ kind: 'system' }, () => bus.execute(new CreateVenueCommand(props))));
  const created = await admin.post<{ id: string }>('/api/admin/events', { ...details(), venueId, publish: true });
  expect(created.status).toBe(201);
  atVenue = created.body.id;
  elsewhere = (await admin.post<{ id: string }>('/api/admin/events', { ...details({ title: 'Other Folk Night', venue: 'Guildhall' }), publish: true })).body.id;
  await eventually(async () => expect((await publicEvent(elsewhere)).status).toBe(200));
}, 120_000);
afterAll(() => t?.close());

describe('accessibility facts', () => {
  it('shows every fact as not stated until someone states it', async () => {
    const event = (await publicEvent(atVenue)).body;
    expect(event.venueId).toBe(venueId);
    expect(event.accessibility).toEqual(NOT_STATED);
  });

  it('refuses bad values with a clear 400, on venues and on events', async () => {
    const bad = await admin.put(`/api/admin/venues/${venueId}`, venueEdit({ accessibility: { ...NOT_STATED, stepFreeAccess: 'maybe' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors['accessibility.stepFreeAccess']).toBe('Step-free access must be one of: yes, no, not-stated');
    const contact = await admin.put(`/api/admin/venues/${venueId}`, venueEdit({ accessibility: { ...NOT_STATED, contact: 'ftp://example.org' } }));
    expect(contact.status).toBe(400);
    expect(contact.body.fieldErrors['accessibility.contact']).toBe('Access contact must be an http(s) address or an e-mail address');
    const onEvent = await admin.put(`/api/admin/events/${atVenue}`, { ...details(), accessibility: { quietSpace: 'sometimes' }, expectedVersion: 2 });
    expect(onEvent.status).toBe(400);
    expect(onEvent.body.fieldErrors['accessibility.quietSpace']).toBe('Quiet or chill-out space must be one of: yes, no, not-stated');
    const unknownFilter = await t.get<{ message: string }>('/api/events/search?access=step-free,teleport');
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.body.message).toMatch(/access must be a comma-separated list of: step-free, accessible-toilets/);
  });

  it('is edited by owners and editors only', async () => {
    const marketer = (await signedInAdmin(t.app, t.base, 'access-marketer', 'marketer')).client;
    const body = venueEdit({ accessibility: { ...NOT_STATED, stepFreeAccess: 'yes' } });
    expect((await marketer.request('PUT', `/api/admin/venues/${venueId}`, body)).status).toBe(403);
    expect((await marketer.request('PUT', `/api/admin/events/${atVenue}`, { ...details(), accessibility: NOT_STATED, expectedVersion: 2 })).status).toBe(403);
  });

  it("gives an event its venue's facts, lets the event's own facts override them, and keeps the venue through an edit", async () => {
    const venueFacts = { ...NOT_STATED, stepFreeAccess: 'yes', bslInterpretation: 'no', accessibleToilets: 'yes', contact: 'access@cornex.example.org' };
    const saved = await admin.put(`/api/admin/venues/${venueId}`, venueEdit({ accessibility: venueFacts }));
    expect(saved.status).toBe(200);
    const history = (await admin.get<{ history: { changes: { field: string }[] }[] }>(`/api/admin/venues/${venueId}`)).body.history;
    expect(history[0].changes.map((c) => c.field)).toContain('accessibility');

    await eventually(async () => expect((await publicEvent(atVenue)).body.accessibility).toEqual(venueFacts));
    await eventually(async () => expect((await t.get<VenuePage>('/api/venues/corn-exchange-cambridge')).body.venue.accessibility).toEqual(venueFacts));

    // The admin form sends every field but the venue id: the event keeps its venue.
    const own = { ...NOT_STATED, bslInterpretation: 'yes', contact: 'https://folk.example.org/access' };
    const edited = await admin.put<{ version: number }>(`/api/admin/events/${atVenue}`, { ...details(), accessibility: own, expectedVersion: 2 });
    expect(edited.status).toBe(200);
    await eventually(async () => {
      const event = (await publicEvent(atVenue)).body;
      expect(event.venueId).toBe(venueId);
      expect(event.accessibility).toEqual({ ...venueFacts, bslInterpretation: 'yes', contact: 'https://folk.example.org/access' });
    });
    const form = (await admin.get<{ event: { venueId: string; accessibility: unknown } }>(`/api/admin/events/${atVenue}`)).body.event;
    expect(form).toMatchObject({ venueId, accessibility: own });
  });

  it('filters lists and search by stated facts only', async () => {
    await eventually(async () => expect(await searchIds('access=step-free,bsl')).toEqual([atVenue]));
    expect(await searchIds('q=folk')).toEqual([atVenue, elsewhere].sort());
    expect(await searchIds('access=quiet-space')).toEqual([]);
    const list = await t.get<{ id: string }[]>('/api/events?access=accessible-toilets');
    expect(list.body.map((e) => e.id)).toEqual([atVenue]);

    // A venue change reaches the events at it: the venue now says no step-free access.
    const changed = await admin.put(`/api/admin/venues/${venueId}`, venueEdit({ accessibility: { ...NOT_STATED, stepFreeAccess: 'no' }, expectedVersion: 2 }));
    expect(changed.status).toBe(200);
    await eventually(async () => expect(await searchIds('access=step-free')).toEqual([]));
    expect(await searchIds('access=bsl')).toEqual([atVenue]);
  });
});
