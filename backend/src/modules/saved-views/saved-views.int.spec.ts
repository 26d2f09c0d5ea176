import { signedInAdmin } from '../identity/testing/admin-test-client';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { MAX_VIEWS_PER_AREA } from './contracts/saved-view';

describe('saved views (each admin keeps their own list filters)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('saves, replaces by name, lists by name, deletes, and keeps views to their admin', async () => {
    const { client: ann } = await signedInAdmin(t.app, t.base, 'views-ann', 'editor');
    const { client: bob } = await signedInAdmin(t.app, t.base, 'views-bob', 'marketer');
    const save = (name: string, query: Record<string, string>, client = ann) =>
      client.post<{ id: string; name: string }>('/api/admin/saved-views', { area: 'events', name, query });

    const drafts = await save('Drafts to check', { status: 'draft', sort: 'startDate' });
    expect(drafts.status).toBe(201);
    expect(drafts.body).toEqual({
      id: expect.any(String),
      area: 'events',
      name: 'Drafts to check',
      query: { status: 'draft', sort: 'startDate' },
      createdAt: expect.any(String),
    });
    await save('august folk', { category: 'music', q: 'folk' });
    // The same name (any case) replaces the filters and keeps the id.
    const replaced = await save('DRAFTS TO CHECK', { status: 'draft', region: 'wales' });
    expect(replaced.body).toMatchObject({ id: drafts.body.id, name: 'DRAFTS TO CHECK', query: { status: 'draft', region: 'wales' } });

    const list = await ann.get<{ items: Array<{ name: string }> }>('/api/admin/saved-views?area=events');
    expect(list.status).toBe(200);
    expect(list.body.items.map((v) => v.name)).toEqual(['august folk', 'DRAFTS TO CHECK']);
    expect((await ann.get<{ items: unknown[] }>('/api/admin/saved-views?area=operations')).body.items).toEqual([]);
    // Another admin sees none of them and cannot delete them.
    expect((await bob.get<{ items: unknown[] }>('/api/admin/saved-views?area=events')).body.items).toEqual([]);
    expect(await bob.request('DELETE', `/api/admin/saved-views/${drafts.body.id}`)).toMatchObject({ status: 404, body: { code: 'SAVED_VIEWS.NOT_FOUND' } });

    expect(await ann.request('DELETE', `/api/admin/saved-views/${drafts.body.id}`)).toMatchObject({ status: 200, body: { id: drafts.body.id, deleted: true } });
    expect((await ann.get<{ items: Array<{ name: string }> }>('/api/admin/saved-views?area=events')).body.items.map((v) => v.name)).toEqual(['august folk']);
    expect((await ann.request('DELETE', '/api/admin/saved-views/not-a-uuid')).status).toBe(404);
  });

  it('refuses bad input with a message, caps the views per list, and answers 401 when signed out', async () => {
    const { client: cat } = await signedInAdmin(t.app, t.base, 'views-cat', 'owner');
    for (const [body, message] of [
      [{ area: 'events', name: '  ', query: {} }, 'name: Give the view a name'],
      [{ area: 'users', name: 'x', query: {} }, 'area: area must be one of: events, operations'],
      [{ area: 'events', name: 'x', query: { 'bad-key': 'x' } }, 'query.bad-key: a filter name is letters only'],
      [{ area: 'events', name: 'x', query: { q: 'x'.repeat(201) } }, 'query.q: a filter value can be at most 200 characters'],
    ] as const) {
      const answer = await cat.post<{ message: string }>('/api/admin/saved-views', body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    for (let i = 0; i < MAX_VIEWS_PER_AREA; i++)
      expect((await cat.post('/api/admin/saved-views', { area: 'operations', name: `view ${i}`, query: {} })).status).toBe(201);
    const full = await cat.post<{ message: string }>('/api/admin/saved-views', { area: 'operations', name: 'one more', query: {} });
    expect([full.status, full.body.message]).toEqual([400, `You can keep at most ${MAX_VIEWS_PER_AREA} saved views per list. Delete one first.`]);
    // Replacing an existing one is still allowed when the list is full.
    expect((await cat.post('/api/admin/saved-views', { area: 'operations', name: 'view 3', query: { outcome: 'failed' } })).status).toBe(201);
    expect((await fetch(`${t.base}/api/admin/saved-views?area=events`)).status).toBe(401);
  });
});
