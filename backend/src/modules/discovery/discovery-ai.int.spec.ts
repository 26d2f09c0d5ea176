import { FakeOpenAiServer } from '../search/testing/fake-openai.server';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { DiscoveryRunView } from './contracts/discovery.schemas';
import { withCategories } from './testing/discovery-fixtures';
import { FakeWeb, jsonLdPage } from './testing/fake-web.server';

const Y = new Date().getFullYear() + 1;

describe('event discovery: AI proposals kept only when their official page confirms them', () => {
  const web = new FakeWeb();
  const openai = new FakeOpenAiServer();
  let t: TestApp;
  let admin: AdminTestClient;

  beforeAll(async () => {
    const origin = await web.start();
    const openaiUrl = await openai.start();
    // A plain official page that names the festival, its dates and its town.
    web.page(
      '/whitby-folk',
      `<html><head><title>Whitby Folk Week</title></head><body><h1>Whitby Folk Week ${Y}</h1><p>Join us from 22nd – 28th August ${Y} in Whitby, North Yorkshire.</p></body></html>`,
    );
    // An official page with schema.org data, which wins over the model's words.
    web.page(
      '/hay',
      jsonLdPage('Hay Festival', [
        {
          '@context': 'https://schema.org',
          '@type': 'Festival',
          name: `Hay Festival ${Y}`,
          startDate: `${Y}-05-21`,
          endDate: `${Y}-05-31`,
          location: { '@type': 'Place', name: 'Dairy Meadows', address: { addressLocality: 'Hay-on-Wye', addressCountry: 'GB' } },
          keywords: 'literature, books',
        },
      ]),
    );
    // A page that exists but gives other dates: the proposal is dropped.
    web.page('/made-up', `<html><body><h1>Leeds Lantern Parade</h1><p>See you on 1 March ${Y} in Leeds.</p></body></html>`);
    openai.intentAnswer = {
      events: [
        {
          name: 'Whitby Folk Week',
          officialUrl: `${origin}/whitby-folk`,
          startDate: `${Y}-08-22`,
          endDate: `${Y}-08-28`,
          city: 'Whitby',
          venue: 'Various venues',
          category: 'music',
          description: 'A week of folk music, dance and song.',
        },
        {
          name: 'Hay Festival',
          officialUrl: `${origin}/hay`,
          startDate: `${Y}-05-21`,
          endDate: `${Y}-05-31`,
          city: 'Hay-on-Wye',
          venue: 'Dairy Meadows',
          category: 'arts-culture',
          description: 'Literature festival.',
        },
        {
          name: 'Leeds Lantern Parade',
          officialUrl: `${origin}/made-up`,
          startDate: `${Y}-11-05`,
          endDate: `${Y}-11-05`,
          city: 'Leeds',
          venue: 'Millennium Square',
          category: 'family',
          description: 'Lanterns.',
        },
        {
          name: 'Nowhere Fest',
          officialUrl: `${origin}/missing`,
          startDate: `${Y}-06-01`,
          endDate: `${Y}-06-02`,
          city: 'York',
          venue: 'Somewhere',
          category: 'music',
          description: 'Does not exist.',
        },
      ],
    };
    t = await startTestApp({
      env: { FETCH_ALLOWED_ORIGINS: origin, FETCH_HOST_INTERVAL_MS: '0', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openaiUrl },
    });
    await withCategories(t);
    admin = (await signedInAdmin(t.app, t.base, 'ai-owner')).client;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await openai.stop();
    await web.stop();
  });

  it('asks the model with a strict JSON schema, keeps the two confirmed proposals as drafts and drops the others with reasons', async () => {
    const started = await admin.post<DiscoveryRunView>('/api/ai/smart-discovery', {});
    expect(started.status).toBe(202);
    const run = await eventually(async () => {
      const res = await admin.get<DiscoveryRunView>(`/api/ai/discovery-runs/${started.body.id}`);
      expect(res.body.status).not.toBe('running');
      return res.body;
    }, 20_000);
    const chat = openai.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect(chat.authorization).toBe('Bearer sk-test');
    expect(chat.body).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'festival_proposals', strict: true } } });

    expect(run.result).toMatchObject({ success: true, eventsFound: 2, eventsAdded: 2 });
    expect(run.result!.events.map((e) => [e.title, e.city, e.category, e.status]).sort()).toEqual([
      [`Hay Festival ${Y}`, 'Hay-on-Wye', 'arts-culture', 'draft'],
      ['Whitby Folk Week', 'Whitby', 'music', 'draft'],
    ]);
    const [dropped] = run.result!.errors;
    expect(dropped).toMatch(/^ai: dropped 2 proposal\(s\)/);
    expect(dropped).toMatch(/"Leeds Lantern Parade" \(the page does not state its dates\)/);
    expect(dropped).toMatch(/"Nowhere Fest" \(official page answered 404\)/);

    const whitby = run.result!.events.find((e) => e.title === 'Whitby Folk Week')!;
    // the admin view appears once the event's projection has caught up: asked again until it answers
    const view = await eventually(async () => {
      const res = await admin.get<{ event?: Record<string, unknown> }>(`/api/admin/events/${whitby.id}`);
      expect({ status: res.status, found: Boolean(res.body.event) }).toEqual({ status: 200, found: true });
      return res.body.event;
    });
    expect(view).toMatchObject({ region: 'yorkshire', startDate: `${Y}-08-22`, endDate: `${Y}-08-28`, source: 'discovery:ai', status: 'draft' });
    expect((await admin.get(`/api/admin/events/${whitby.id}/provenance`)).body).toMatchObject({
      provenance: { source: 'ai', url: `${web.origin}/whitby-folk` },
    });
  }, 30_000);
});
