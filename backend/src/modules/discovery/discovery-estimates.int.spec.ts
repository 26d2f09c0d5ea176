import { CommandBus } from '@nestjs/cqrs';
import { CreateEventCommand } from '../events/commands/create-event/create-event.command';
import { EventDetails } from '../events/commands/import-events/import-events.command';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { withCategories } from './testing/discovery-fixtures';
import { FakeWeb, jsonLdPage } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;

const stated = (name: string, city: string, start: string, end: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Festival',
  name,
  startDate: `${Y}-${start}`,
  endDate: `${Y}-${end}`,
  location: { '@type': 'Place', name: city, address: { addressLocality: city } },
});

const listed = (title: string, city: string, region: string, start: string, end: string, datesConfirmed: boolean): EventDetails => ({
  title,
  description: `${title} in ${city}.`,
  imageUrl: null,
  category: 'arts-culture',
  startDate: `${Y}-${start}`,
  endDate: `${Y}-${end}`,
  venue: city,
  city,
  region,
  latitude: null,
  longitude: null,
  priceText: null,
  ticketUrl: null,
  source: 'seed',
  tags: [],
  datesConfirmed,
});

interface AdminEvent {
  startDate: string;
  endDate: string;
  datesConfirmed: boolean;
}

describe('discovery confirms dates the catalogue only estimated', () => {
  const web = new FakeWeb();
  let t: TestApp;
  let admin: AdminTestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const origin = await web.start();
    // The estimate (a Friday two weeks late) and the stated dates do not overlap: a plain duplicate check would miss it.
    web.page(
      '/trusted',
      jsonLdPage('Trusted organiser', [stated('Brighton Bonfire Night', 'Brighton', '11-05', '11-05'), stated('Whitby Folk Week', 'Whitby', '08-22', '08-28')]),
    );
    web.page('/unvetted', jsonLdPage('Unvetted listings', [stated('Edinburgh Hogmanay', 'Edinburgh', '12-29', '12-31')]));
    t = await startTestApp({ env: { FETCH_ALLOWED_ORIGINS: origin, FETCH_HOST_INTERVAL_MS: '0' } });
    await withCategories(t);
    const bus = t.app.get(CommandBus);
    const create = async (key: string, details: EventDetails) => {
      ids[key] = (await bus.execute(new CreateEventCommand(details, { publish: true }))).id;
    };
    await create('bonfire', listed('Brighton Bonfire Night', 'Brighton', 'southeast', '11-19', '11-19', false));
    await create('hogmanay', listed('Edinburgh Hogmanay', 'Edinburgh', 'scotland', '12-03', '12-05', false));
    await create('whitby', listed('Whitby Folk Week', 'Whitby', 'yorkshire', '08-21', '08-27', true));
    admin = (await signedInAdmin(t.app, t.base, 'estimates-owner')).client;
    await eventually(async () => expect((await admin.get(`/api/admin/events/${ids.whitby}`)).status).toBe(200));
    expect((await admin.post('/api/admin/discovery/sites', { url: `${origin}/trusted`, publish: true })).status).toBe(201);
    expect((await admin.post('/api/admin/discovery/sites', { url: `${origin}/unvetted` })).status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await web.stop();
  });

  const stored = async (key: string) => (await admin.get<{ event: AdminEvent }>(`/api/admin/events/${ids[key]}`)).body.event;

  it('a trusted source stating the dates confirms the estimate through the update command, recorded as the job', async () => {
    const { done } = await t.app.get(JobScheduler).runNow('discover-events');
    const result = await done;
    expect(result.counts).toMatchObject({ found: 3, added: 0, duplicates: 2, datesConfirmed: 1 });
    expect(result.message).toContain('confirmed the dates of 1 event(s)');

    await eventually(async () => expect(await stored('bonfire')).toMatchObject({ startDate: `${Y}-11-05`, endDate: `${Y}-11-05`, datesConfirmed: true }));
    // an unvetted site does not confirm; a confirmed event is not changed by a source a day apart
    expect(await stored('hogmanay')).toMatchObject({ startDate: `${Y}-12-03`, datesConfirmed: false });
    expect(await stored('whitby')).toMatchObject({ startDate: `${Y}-08-21`, endDate: `${Y}-08-27`, datesConfirmed: true });

    const log = await t.db.query(`SELECT type, payload, metadata FROM event_log WHERE stream_id = $1 ORDER BY version`, [ids.bonfire]);
    expect(log.map((r: { type: string }) => r.type)).toEqual(['EventCreated', 'EventPublished', 'EventUpdated']);
    expect(log[2].payload).toEqual({ startDate: `${Y}-11-05`, endDate: `${Y}-11-05`, datesConfirmed: true });
    expect(log[2].metadata.actor).toEqual({ kind: 'job', name: 'discover-events' });
    for (const key of ['hogmanay', 'whitby']) {
      const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [ids[key]]);
      expect(types.map((r: { type: string }) => r.type)).toEqual(['EventCreated', 'EventPublished']);
    }

    const [run] = (await admin.get<{ items: Array<{ result: Record<string, unknown> }> }>('/api/ai/discovery-runs')).body.items;
    expect(run.result).toMatchObject({ eventsFound: 3, eventsAdded: 0, duplicatesSkipped: 2, datesConfirmed: 1 });
  }, 30_000);

  it('a second run finds the dates confirmed and changes nothing', async () => {
    const { done } = await t.app.get(JobScheduler).runNow('discover-events');
    expect((await done).counts).toMatchObject({ found: 3, added: 0, duplicates: 3, datesConfirmed: 0 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE stream_id = $1`, [ids.bonfire]);
    expect(n).toBe(3);
  }, 30_000);
});
