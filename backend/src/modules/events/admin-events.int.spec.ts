/**
 * The admin events API over real HTTP on a real PostgreSQL, from an empty catalogue (so every count
 * is exact) seen from a fixed day.
 */
import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { OperationsLog } from '../../platform/operations/operations-log';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { UpdateEventCommand } from './commands/update-event/update-event.command';
import { adminClient, AdminClient } from './testing/admin-client';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let admin: AdminClient;

const LONG = 'Three days of jazz by the river with food stalls, late-night sessions and a family area by the bandstand.';
const details = (over: Record<string, unknown> = {}) => ({
  title: 'Admin Valley Jazz Weekend',
  description: LONG,
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
  source: 'admin-test',
  tags: ['jazz', 'outdoor'],
  ...over,
});

type Row = { id: string; title: string; status: string; featured: boolean; version: number; problems: string[] };
type Page = { items: Row[]; total: number; page: number; limit: number };

async function create(over: Record<string, unknown> = {}, publish = false): Promise<{ id: string; version: number }> {
  const res = await admin.post('/api/admin/events', { ...details(over), publish });
  expect(res.status).toBe(201);
  return res.body;
}

/** Waits until the read model shows the event at `version` (the command-to-visible lag). */
async function seen(id: string, version: number) {
  return eventually(async () => {
    const res = await admin.get(`/api/admin/events/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.event.version).toBe(version);
    return res.body;
  });
}

beforeAll(async () => {
  t = await startTestApp({ clock, seed: false });
  admin = await adminClient(t);
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length));
});
afterAll(() => t?.close());

describe('admin events API', () => {
  it('creates a draft, publishes it, and the public site shows it within the lag', async () => {
    const { id, version } = await create();
    expect(version).toBe(1);
    const shown = await seen(id, 1);
    expect(shown.event).toMatchObject({
      status: 'draft',
      title: 'Admin Valley Jazz Weekend',
      latitude: 53.8,
      longitude: -1.55,
      ticketUrl: 'https://tickets.example.org/jazz',
    });
    expect(shown.problems).toEqual([]);
    expect((await t.get(`/api/events/${id}`)).status).toBe(404);
    const published = await admin.post(`/api/admin/events/${id}/publish`, { expectedVersion: 1 });
    expect(published).toEqual({ status: 200, body: { id, version: 2 } });
    const start = Date.now();
    await eventually(async () => expect((await t.get(`/api/events/${id}`)).status).toBe(200));
    expect(Date.now() - start).toBeLessThan(2000);
    const direct = await create({ title: 'Published At Once Fest' }, true);
    expect(direct.version).toBe(2);
    await eventually(async () => expect((await t.get<{ status: string }>(`/api/events/${direct.id}`)).body.status).toBe('published'));
  });

  it('rejects bad bodies with 400 and a message per field, and unknown categories', async () => {
    const bad = await admin.post('/api/admin/events', { ...details(), title: 'x', region: 'atlantis', endDate: '2027-03-01', ticketUrl: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      title: 'Title must be at least 3 characters',
      region: expect.stringMatching(/^Region must be one of: london/),
      ticketUrl: expect.stringMatching(/Ticket URL must be an http\(s\) web address/),
    });
    const unknown = await admin.post('/api/admin/events', details({ category: 'knitting' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ category: 'Unknown category "knitting"' });
    const noVersion = await admin.put('/api/admin/events/00000000-0000-4000-8000-000000000000', details());
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fieldErrors.expectedVersion).toMatch(/reload the event/);
  });

  it('edits with the version read, and answers a stale edit with 409 and the current version', async () => {
    const { id } = await create({ title: 'Edit Me Festival' });
    const edited = await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Edited Festival', priceText: 'Free' }), expectedVersion: 1 });
    expect(edited).toEqual({ status: 200, body: { id, version: 2 } });
    const stale = await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Lost Update' }), expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STREAM.VERSION_CONFLICT',
      message: 'Someone else changed this event after you opened it. Reload it and re-apply your changes.',
      currentVersion: 2,
    });
    const shown = await seen(id, 2);
    expect(shown.event).toMatchObject({ title: 'Edited Festival', priceText: 'Free' });
    const missing = await admin.put('/api/admin/events/00000000-0000-4000-8000-000000000000', { ...details(), expectedVersion: 1 });
    expect(missing.status).toBe(404);
  });

  it('keeps estimated dates unconfirmed in the public view until an admin changes or confirms them', async () => {
    const { id } = await create({ title: 'Estimated Dates Fest', datesConfirmed: false }, true);
    const view = await eventually(async () => {
      const res = await t.get<{ datesConfirmed: boolean }>(`/api/events/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    });
    expect(view.datesConfirmed).toBe(false);
    // The form sends every field: the same dates keep the estimate, new dates are stated by the admin.
    expect((await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Estimated Dates Fest' }), expectedVersion: 2 })).status).toBe(200);
    const moved = await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Estimated Dates Fest', startDate: '2027-03-06' }), expectedVersion: 2 });
    expect(moved).toEqual({ status: 200, body: { id, version: 3 } });
    await eventually(async () => expect((await t.get<{ datesConfirmed: boolean }>(`/api/events/${id}`)).body.datesConfirmed).toBe(true));

    const other = await create({ title: 'Confirmed By Hand Fest', datesConfirmed: false }, true);
    const confirmed = await admin.put(`/api/admin/events/${other.id}`, {
      ...details({ title: 'Confirmed By Hand Fest', datesConfirmed: true }),
      expectedVersion: 2,
    });
    expect(confirmed.status).toBe(200);
    await eventually(async () => expect((await t.get<{ datesConfirmed: boolean }>(`/api/events/${other.id}`)).body.datesConfirmed).toBe(true));
    const bad = await admin.put(`/api/admin/events/${other.id}`, { ...details({ datesConfirmed: 'yes' }), expectedVersion: 3 });
    expect(bad.status).toBe(400);
  });

  it('runs every lifecycle action and restore, refusing transitions that are not allowed', async () => {
    const { id } = await create({ title: 'Lifecycle Fest' }, true);
    const step = async (action: string, version: number) => {
      const res = await admin.post(`/api/admin/events/${id}/${action}`, {});
      expect({ action, status: res.status, body: res.body }).toEqual({ action, status: 200, body: { id, version } });
    };
    await step('feature', 3);
    await seen(id, 3);
    await eventually(async () => expect((await t.get<{ featured: boolean }>(`/api/events/${id}`)).body.featured).toBe(true));
    await step('unfeature', 4);
    await step('expire', 5);
    const republish = await admin.post(`/api/admin/events/${id}/publish`, {});
    expect(republish.status).toBe(409);
    expect(republish.body.message).toBe('Only a draft or restored event can be published.');
    await step('restore', 6);
    expect((await seen(id, 6)).event.status).toBe('draft');
    await step('publish', 7);
    await step('remove', 8);
    expect((await seen(id, 8)).event.status).toBe('removed');
    await eventually(async () => expect((await t.get(`/api/events/${id}`)).status).toBe(404));
    const notRemovable = await admin.post(`/api/admin/events/${id}/restore`, { expectedVersion: 7 });
    expect(notRemovable.status).toBe(409);
    expect(notRemovable.body.currentVersion).toBe(8);
    await step('restore', 9);
    const again = await admin.post(`/api/admin/events/${id}/restore`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a removed or expired event can be restored.');
    const badVersion = await admin.post(`/api/admin/events/${id}/publish`, { expectedVersion: 'seven' });
    expect(badVersion.status).toBe(400);
    const ops = await t.app.get(OperationsLog).list({ limit: 100, offset: 0 });
    const mine = ops.items.filter((o) => o.data.eventId === id);
    expect(
      mine
        .filter((o) => o.success)
        .map((o) => o.kind)
        .reverse(),
    ).toEqual(['events.create', 'events.feature', 'events.unfeature', 'events.expire', 'events.restore', 'events.publish', 'events.remove', 'events.restore']);
    expect(mine.find((o) => o.kind === 'events.remove')!.data).toEqual({ eventId: id, version: 8 });
    expect(mine.filter((o) => !o.success).map((o) => o.kind)).toEqual(expect.arrayContaining(['events.publish', 'events.restore']));
  });

  it('applies a bulk action to the valid ids and reports each invalid one', async () => {
    const a = await create({ title: 'Bulk One' }, true);
    const b = await create({ title: 'Bulk Two' }, true);
    const removed = await create({ title: 'Bulk Removed' });
    await admin.post(`/api/admin/events/${removed.id}/remove`, {});
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const res = await admin.post('/api/admin/events/bulk', { action: 'expire', ids: [a.id, b.id, removed.id, unknown, a.id] });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(2);
    expect(res.body.failed).toEqual([
      { id: removed.id, message: `Event ${removed.id} is removed and can no longer be changed. Restore it first.` },
      { id: unknown, message: `We couldn't find an event with id ${unknown}.` },
    ]);
    await eventually(async () => expect((await t.get(`/api/events/${b.id}`)).status).toBe(410));
    const [op] = (await t.app.get(OperationsLog).list({ limit: 1, offset: 0, kind: 'events.bulk-expire' })).items;
    expect(op).toMatchObject({ success: false, data: { action: 'expire', requested: 4, succeeded: 2, failed: 2 } });
    for (const body of [
      { action: 'explode', ids: [a.id] },
      { action: 'expire', ids: [] },
      { action: 'expire', ids: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
    ]) {
      const bad = await admin.post('/api/admin/events/bulk', body);
      expect(bad.status).toBe(400);
      expect(bad.body.message.length).toBeGreaterThan(5);
    }
  });

  it('shows the history: who, when and what changed field by field', async () => {
    const { id } = await create({ title: 'History Fest' });
    const bus = t.app.get(CommandBus);
    await runAs({ kind: 'admin', id: 'admin-1', username: 'alice' }, () =>
      bus.execute(new UpdateEventCommand(id, { title: 'History Festival', city: 'York', venue: 'Museum Gardens' }, 1)),
    );
    await admin.post(`/api/admin/events/${id}/publish`, {});
    const res = await admin.get(`/api/admin/events/${id}/history`);
    expect(res.status).toBe(200);
    const [published, updated, created] = res.body.items;
    expect(res.body.items).toHaveLength(3);
    // Published over HTTP by the signed-in owner: the guard's actor reaches the event log.
    expect(published).toMatchObject({ version: 3, type: 'EventPublished', actor: { kind: 'admin', username: 'events-owner' } });
    expect(published.changes).toEqual([{ field: 'status', from: 'draft', to: 'published' }]);
    expect(created).toMatchObject({ actor: { kind: 'admin', username: 'events-owner' } });
    expect(updated).toMatchObject({ version: 2, type: 'EventUpdated', actor: { kind: 'admin', username: 'alice' } });
    expect(updated.actor.id).toBeUndefined();
    expect(updated.changes).toEqual([
      { field: 'title', from: 'History Fest', to: 'History Festival' },
      { field: 'venue', from: 'Riverside Park', to: 'Museum Gardens' },
      { field: 'city', from: 'Leeds', to: 'York' },
    ]);
    expect(new Date(updated.occurredAt).getTime()).not.toBeNaN();
    expect(created).toMatchObject({ version: 1, type: 'EventCreated' });
    expect(created.changes).toContainEqual({ field: 'title', from: null, to: 'History Fest' });
    expect((await admin.get('/api/admin/events/00000000-0000-4000-8000-000000000000/history')).status).toBe(404);
  });
});

describe('admin list, data quality and stats', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      good: (
        await create({ title: 'Quality Good Fest', category: 'folk', region: 'wales', city: 'Cardiff', startDate: '2027-05-01', endDate: '2027-05-02' }, true)
      ).id,
      dupA: (await create({ title: 'Quality Twin Fest', startDate: '2027-06-01', endDate: '2027-06-01' }, true)).id,
      dupB: (await create({ title: 'quality twin  fest', startDate: '2027-06-01', endDate: '2027-06-01' })).id,
      poor: (await create({ title: 'Quality Poor Gig', ticketUrl: null, venue: '', latitude: null, longitude: null, description: 'TBC', category: 'comedy' }))
        .id,
      past: (await create({ title: 'Quality Past Party', startDate: '2026-10-01', endDate: '2026-10-02' }, true)).id,
    };
    await admin.post(`/api/admin/events/${ids.good}/feature`, {});
    await eventually(async () => expect((await admin.get<Page>('/api/admin/events?q=quality&limit=100')).body.total).toBe(5));
  });

  const list = (query: string) => admin.get<Page>(`/api/admin/events?${query}`);
  const idsOf = (page: Page) => page.items.map((r) => r.id).sort();

  it('lists with problems per row and filters by problem, status, category, region and featured', async () => {
    const all = (await list('q=quality&limit=100')).body;
    const problems = Object.fromEntries(all.items.map((r) => [r.id, r.problems]));
    expect(problems).toEqual({
      [ids.good]: [],
      [ids.dupA]: ['duplicate'],
      [ids.dupB]: ['duplicate'],
      [ids.poor]: ['missing-ticket-url', 'no-venue', 'no-coordinates', 'short-description'],
      [ids.past]: ['past-but-published'],
    });
    expect(idsOf((await list('q=quality&problem=duplicate')).body)).toEqual([ids.dupA, ids.dupB].sort());
    expect(idsOf((await list('q=quality&problem=any')).body)).toEqual([ids.dupA, ids.dupB, ids.poor, ids.past].sort());
    expect(idsOf((await list('q=quality&problem=none')).body)).toEqual([ids.good]);
    expect(idsOf((await list('q=quality&status=draft')).body)).toEqual([ids.dupB, ids.poor].sort());
    expect(idsOf((await list('q=quality&category=comedy,folk')).body)).toEqual([ids.good, ids.poor].sort());
    expect(idsOf((await list('q=quality&region=wales')).body)).toEqual([ids.good]);
    expect(idsOf((await list('q=quality&featured=true')).body)).toEqual([ids.good]);
    const row = (await list('q=quality&region=wales')).body.items[0];
    expect(Object.keys(row).sort()).toEqual([
      'category',
      'city',
      'endDate',
      'featured',
      'id',
      'problems',
      'publishAt',
      'region',
      'startDate',
      'status',
      'title',
      'updatedAt',
      'version',
    ]);
  });

  it('sorts and pages with a total that counts every match', async () => {
    const byTitle = (await list('q=quality&sort=title&order=asc&limit=100')).body.items.map((r) => r.title);
    expect(byTitle).toEqual(['Quality Good Fest', 'Quality Past Party', 'Quality Poor Gig', 'quality twin  fest', 'Quality Twin Fest']);
    const byDate = (await list('q=quality&sort=startDate&order=desc&limit=100')).body.items.map((r) => r.id);
    expect(byDate[byDate.length - 1]).toBe(ids.past);
    const byUpdate = (await list('q=quality&sort=updatedAt&limit=100')).body.items.map((r) => r.id);
    expect(byUpdate[0]).toBe(ids.good); // featured last
    const p1 = (await list('q=quality&sort=title&limit=2&page=1')).body;
    const p3 = (await list('q=quality&sort=title&limit=2&page=3')).body;
    expect(p1).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(p1.items).toHaveLength(2);
    expect(p3.items.map((r) => r.title)).toEqual(['Quality Twin Fest']);
    for (const bad of ['limit=101', 'sort=random', 'status=archived', 'problem=ugly', 'region=atlantis', 'featured=maybe', 'page=0']) {
      const res = await list(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect((res.body as unknown as { message: string }).message.length).toBeGreaterThan(5);
    }
  });

  it('serves the single event with its problems explained, and 404 for unknown ids', async () => {
    const res = await admin.get(`/api/admin/events/${ids.poor}`);
    expect(res.body.problems.map((p: { code: string }) => p.code)).toEqual(['missing-ticket-url', 'no-venue', 'no-coordinates', 'short-description']);
    expect(res.body.problems[0].message).toMatch(/ticket/);
    expect((await admin.get('/api/admin/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('counts the dashboard stats from the read model, and a fix moves an event to valid', async () => {
    const before = (await admin.get('/api/admin/stats')).body;
    const rules = (await admin.get('/api/admin/quality-rules')).body.items;
    expect(rules.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['missing-ticket-url', 'duplicate', 'past-but-published']));
    expect(before.totalEvents).toBe(before.byStatus.draft + before.byStatus.published);
    expect(before.validEvents + before.invalidEvents).toBe(before.totalEvents);
    expect(before.validPercent).toBeCloseTo((100 * before.validEvents) / before.totalEvents, 1);
    expect(before.byProblem).toMatchObject({ duplicate: 2, 'past-but-published': 1, 'no-coordinates': 1 });
    // Removing one twin clears the duplicate on both.
    await admin.post(`/api/admin/events/${ids.dupB}/remove`, {});
    await eventually(async () => {
      const after = (await admin.get('/api/admin/stats')).body;
      expect(after.byProblem.duplicate).toBeUndefined();
      expect(after.invalidEvents).toBe(before.invalidEvents - 2);
      expect(after.byStatus.removed).toBe(before.byStatus.removed + 1);
    });
    expect((await admin.get(`/api/admin/events/${ids.dupA}`)).body.problems).toEqual([]);
  });
});
