/**
 * Issue 31's content anchor over real HTTP on a real PostgreSQL: the admin preview of a draft's public page, and
 * scheduled publishing of drafts (the job run by hand at controlled times, and across a restart).
 */
import { CommandBus } from '@nestjs/cqrs';
import { OperationsLog } from '../../platform/operations/operations-log';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { signedInAdmin } from '../identity/testing/admin-test-client';
import { adminClient, AdminClient } from './testing/admin-client';
import { ScheduledPublications } from './application/ports/scheduled-publications.port';
import { AdminEventActions } from './commands/admin-event-actions';
import { PublishScheduledEventsHandler } from './commands/publish-scheduled-events/publish-scheduled-events.handler';

const NOW = new Date('2026-11-22T12:00:00Z');
const clock = new FixedClock(NOW);
let t: TestApp;
let admin: AdminClient;

const details = (over: Record<string, unknown> = {}) => ({
  title: 'Preview Valley Folk Gathering',
  description: 'Two days of folk music in the valley, with workshops, a ceilidh on Saturday night and food from local farms.',
  imageUrl: null,
  category: 'music',
  startDate: '2027-05-14',
  endDate: '2027-05-15',
  venue: 'Valley Green',
  city: 'Hebden Bridge',
  region: 'yorkshire',
  latitude: 53.74,
  longitude: -2.01,
  priceText: 'from £30',
  ticketUrl: 'https://tickets.example.org/folk',
  source: 'schedule-test',
  tags: ['folk'],
  ...over,
});

const hours = (n: number) => new Date(clock.now().getTime() + n * 3_600_000).toISOString();

async function draft(title: string): Promise<string> {
  const res = await admin.post('/api/admin/events', details({ title }));
  expect(res.status).toBe(201);
  return res.body.id;
}

async function runJob(app: TestApp = t) {
  const { done } = await app.app.get(JobScheduler).runNow('publish-scheduled-events');
  return done;
}

let signIns = 0;
/** Sessions expire by the same clock, so a test that moves it signs in again. */
async function at(instant: Date, app: TestApp = t) {
  clock.set(instant);
  admin = await adminClient(app, `schedule-owner-${++signIns}`);
}

async function start(databaseUrl?: string) {
  const app = await startTestApp({ clock, seed: false, databaseUrl });
  await at(clock.now(), app);
  return app;
}

beforeAll(async () => {
  t = await start();
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length));
});
beforeEach(() => at(NOW));
afterAll(() => t?.close());

describe('preview of a draft', () => {
  it('shows an admin the public page of a draft from the write model, uncached and unindexed', async () => {
    const id = await draft('Preview Only Folk Night');
    // Straight after the write (the write model, not the eventually consistent read model).
    const edited = await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Preview Only Folk Night, Revised' }), expectedVersion: 1 });
    expect(edited.status).toBe(200);
    const { client: editor } = await signedInAdmin(t.app, t.base, 'preview-editor', 'editor');
    const res = await editor.get<Record<string, unknown>>(`/api/admin/events/${id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const body = res.body;
    expect(body).toMatchObject({ status: 'draft', version: 2, publishAt: null });
    expect(body.event).toMatchObject({
      id,
      title: 'Preview Only Folk Night, Revised',
      categoryName: 'Music',
      dateRange: '14 – 15 May 2027',
      regionName: 'Yorkshire',
      price: 'from £30',
      status: 'published',
    });
    // The public API still knows nothing of it.
    expect((await t.get(`/api/events/${id}`)).status).toBe(404);
  });

  it('refuses anonymous visitors and admins without the catalogue, and answers 404 for an unknown id', async () => {
    const id = await draft('Hidden Draft Folk Day');
    const anonymous = await fetch(`${t.base}/api/admin/events/${id}/preview`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('Hidden Draft');
    const { client: marketer } = await signedInAdmin(t.app, t.base, 'preview-marketer', 'marketer');
    const refused = await marketer.request('GET', `/api/admin/events/${id}/preview`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Hidden Draft');
    expect((await admin.get('/api/admin/events/00000000-0000-4000-8000-000000000000/preview')).status).toBe(404);

    // The draft's generated cover: for admins only (the public one stays 404 until it is published).
    expect((await fetch(`${t.base}/api/events/${id}/cover.svg`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/admin/events/${id}/cover.svg`)).status).toBe(401);
    const { client: editor } = await signedInAdmin(t.app, t.base, 'cover-editor', 'editor');
    const cover = await eventually(async () => {
      const res = await editor.get<string>(`/api/admin/events/${id}/cover.svg`);
      expect(res.status).toBe(200);
      return res;
    });
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(cover.headers.get('cache-control')).toBe('no-store');
    expect(cover.body).toContain('Hidden Draft Folk Day');
  });
});

describe('scheduled publish', () => {
  it('validates the time: in the future, a real date-time, drafts only, the version the admin saw', async () => {
    const id = await draft('Validation Folk Fair');
    const past = await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: hours(-1) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: 'Publish time must be in the future.', fieldErrors: { publishAt: 'Publish time must be in the future.' } });
    const now = await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: clock.now().toISOString() });
    expect(now.status).toBe(400);
    const garbage = await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: 'next tuesday' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.fieldErrors.publishAt).toBe('publishAt must be a date and time such as 2027-03-01T09:00:00Z');
    const missing = await admin.post(`/api/admin/events/${id}/schedule-publish`, {});
    expect(missing.body.fieldErrors.publishAt).toBe('publishAt is required');
    const stale = await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: hours(1), expectedVersion: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STREAM.VERSION_CONFLICT', currentVersion: 1 });

    const live = await admin.post('/api/admin/events', { ...details({ title: 'Already Live Folk Fair' }), publish: true });
    const refused = await admin.post(`/api/admin/events/${live.body.id}/schedule-publish`, { publishAt: hours(1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a draft can be scheduled for publishing.');
  });

  it('publishes a due draft through the versioned publish command when the job runs, and it reaches the public API', async () => {
    const id = await draft('Scheduled Folk Weekend');
    const publishAt = '2026-11-22T18:30:00.000Z'; // 18:30 in London (GMT)
    const scheduled = await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: '2026-11-22T18:30:00+00:00', expectedVersion: 1 });
    expect(scheduled).toEqual({ status: 200, body: { id, version: 2 } });
    const row = await eventually(async () => {
      const list = await admin.get(`/api/admin/events?q=${encodeURIComponent('Scheduled Folk Weekend')}`);
      const found = list.body.items.find((r: { id: string }) => r.id === id);
      expect(found).toMatchObject({ status: 'draft', version: 2 });
      return found;
    });
    expect(row.publishAt).toBe(publishAt);
    expect((await admin.get(`/api/admin/events/${id}`)).body.event.publishAt).toBe(publishAt);
    // An edit after scheduling keeps the schedule (the job publishes the draft as it is then).
    expect(
      (await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Scheduled Folk Weekend', priceText: 'Free' }), expectedVersion: 2 })).status,
    ).toBe(200);

    await at(new Date('2026-11-22T18:29:00Z'));
    await expect(runJob()).resolves.toMatchObject({ counts: { published: 0, conflicts: 0 } });
    expect((await t.get(`/api/events/${id}`)).status).toBe(404);

    await at(new Date('2026-11-22T18:31:00Z'));
    await expect(runJob()).resolves.toMatchObject({ message: 'Published 1 scheduled events', counts: { published: 1 } });
    const shown = await eventually(async () => {
      const res = await t.get<{ title: string; price: string }>(`/api/events/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    });
    expect(shown).toMatchObject({ title: 'Scheduled Folk Weekend', price: 'Free' });
    expect((await admin.get(`/api/admin/events/${id}`)).body.event.publishAt).toBeNull();

    const history = await admin.get(`/api/admin/events/${id}/history`);
    expect(history.body.items.map((e: { type: string }) => e.type)).toEqual(['EventPublished', 'EventUpdated', 'EventPublishScheduled', 'EventCreated']);
    expect(history.body.items[0]).toMatchObject({
      actor: { kind: 'job' },
      changes: expect.arrayContaining([{ field: 'publishAt', from: publishAt, to: null }]),
    });
    const ops = await t.app.get(OperationsLog).list({ limit: 5, offset: 0, kind: 'events.publish' });
    expect(ops.items[0]).toMatchObject({ success: true, data: { eventId: id, version: 4 } });
    // Ran again, nothing is left to do.
    await expect(runJob()).resolves.toMatchObject({ counts: { published: 0 } });
  });

  it('cancels a schedule, and publishing or removing a draft by hand clears it', async () => {
    const cancelled = await draft('Cancelled Folk Morning');
    await admin.post(`/api/admin/events/${cancelled}/schedule-publish`, { publishAt: hours(1) });
    const cancel = await admin.post(`/api/admin/events/${cancelled}/cancel-scheduled-publish`, { expectedVersion: 2 });
    expect(cancel).toEqual({ status: 200, body: { id: cancelled, version: 3 } });
    expect((await admin.get(`/api/admin/events/${cancelled}`)).body.event.publishAt).toBeNull();

    const byHand = await draft('Published By Hand Folk Evening');
    await admin.post(`/api/admin/events/${byHand}/schedule-publish`, { publishAt: hours(2) });
    expect((await admin.post(`/api/admin/events/${byHand}/publish`, {})).status).toBe(200);
    const removed = await draft('Removed Folk Afternoon');
    await admin.post(`/api/admin/events/${removed}/schedule-publish`, { publishAt: hours(2) });
    expect((await admin.post(`/api/admin/events/${removed}/remove`, { reason: 'cancelled' })).status).toBe(200);
    const rows: Array<{ id: string; publish_at: Date | null }> = await t.db.query(`SELECT id, publish_at FROM events WHERE id = ANY($1::uuid[])`, [
      [cancelled, byHand, removed],
    ]);
    expect(rows.map((r) => r.publish_at)).toEqual([null, null, null]);

    await at(new Date(NOW.getTime() + 3 * 3_600_000));
    await expect(runJob()).resolves.toMatchObject({ counts: { published: 0 } });
    expect((await t.get(`/api/events/${cancelled}`)).status).toBe(404);
    expect((await t.get(`/api/events/${removed}`)).status).toBe(404);
  });

  it('leaves a draft changed between the look-up and the publish for the next run (version conflict), then publishes it', async () => {
    const id = await draft('Raced Folk Breakfast');
    expect((await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: hours(1) })).status).toBe(200);
    await at(new Date(NOW.getTime() + 2 * 3_600_000));
    const [due] = await t.app.get(ScheduledPublications).due(clock.now(), 10);
    expect(due).toMatchObject({ id, version: 2 });
    // An admin edits the draft after the job read it: the job's publish at version 2 must not go through.
    expect((await admin.put(`/api/admin/events/${id}`, { ...details({ title: 'Raced Folk Breakfast', priceText: 'Free' }), expectedVersion: 2 })).status).toBe(
      200,
    );
    const readBeforeTheEdit = new (class extends ScheduledPublications {
      due = async () => [due];
      scheduledFor = async () => new Map<string, string>();
    })();
    const racing = new PublishScheduledEventsHandler(readBeforeTheEdit, t.app.get(AdminEventActions), clock);
    await expect(racing.execute()).resolves.toEqual({
      message: 'Published 0 scheduled events; 1 changed meanwhile, retried next run',
      counts: { published: 0, conflicts: 1 },
    });
    expect((await admin.get(`/api/admin/events/${id}`)).body.event).toMatchObject({ status: 'draft', publishAt: due.publishAt });
    // The next run reads the current version and publishes the edited draft.
    await expect(runJob()).resolves.toMatchObject({ counts: { published: 1, conflicts: 0 } });
    await eventually(async () => expect((await t.get<{ price: string }>(`/api/events/${id}`)).body.price).toBe('Free'));
  });

  it('keeps a schedule in PostgreSQL across a restart, and publishes it afterwards', async () => {
    const id = await draft('Restart Proof Folk Supper');
    expect((await admin.post(`/api/admin/events/${id}/schedule-publish`, { publishAt: hours(1) })).status).toBe(200);
    const { databaseUrl } = t;
    await t.close();
    clock.set(new Date(NOW.getTime() + 2 * 3_600_000));
    t = await start(databaseUrl);
    const row = await eventually(async () => {
      const list = await admin.get(`/api/admin/events?q=${encodeURIComponent('Restart Proof Folk Supper')}`);
      const found = list.body.items.find((r: { id: string }) => r.id === id);
      expect(found).toBeDefined();
      return found;
    });
    expect(row.publishAt).toBe(new Date(NOW.getTime() + 3_600_000).toISOString());
    await expect(runJob()).resolves.toMatchObject({ counts: { published: 1 } });
    await eventually(async () => expect((await t.get(`/api/events/${id}`)).status).toBe(200));
  });
});
