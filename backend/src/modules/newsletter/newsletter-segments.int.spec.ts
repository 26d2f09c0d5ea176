import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

describe('newsletter segments over HTTP', () => {
  let t: TestApp;
  let admin: AdminTestClient;
  const call = (method: string, path: string, body?: unknown) => admin.request<Json>(method, path, body);
  const seed = (email: string, status: string, source: string, subscribedAt: string) =>
    t.db.query(
      `INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token, subscribed_at, confirmed_at, updated_at, version, source)
       VALUES (gen_random_uuid(), $1, $2, md5($1) || md5($1), $3, $3, $3, 1, $4)`,
      [email, status, subscribedAt, source],
    );

  beforeAll(async () => {
    t = await startTestApp();
    ({ client: admin } = await signedInAdmin(t.app, t.base, 'segment-owner'));
    await seed('web-jan@seg.test', 'active', 'website', '2026-01-15T12:00:00Z');
    await seed('web-mar@seg.test', 'active', 'website', '2026-03-31T23:30:00Z'); // 00:30 on 1 April in London (BST)
    await seed('imp-feb@seg.test', 'active', 'import', '2026-02-10T12:00:00Z');
    await seed('adm-feb@seg.test', 'active', 'admin', '2026-02-11T12:00:00Z');
    await seed('web-feb-pending@seg.test', 'pending', 'website', '2026-02-12T12:00:00Z');
    await seed('web-feb-gone@seg.test', 'unsubscribed', 'website', '2026-02-13T12:00:00Z');
  }, 60_000);
  afterAll(() => t?.close());

  it('creates, lists with the live size of active matching subscribers, edits and deletes', async () => {
    const all = await call('POST', '/api/admin/newsletter/segments', { name: 'Everyone' });
    expect(all.status).toBe(201);
    expect(all.body).toMatchObject({ name: 'Everyone', sources: null, signedUpFrom: null, signedUpTo: null, size: 4 });

    const webQ1 = await call('POST', '/api/admin/newsletter/segments', {
      name: 'Web Q1',
      sources: ['website'],
      signedUpFrom: '2026-01-01',
      signedUpTo: '2026-03-31',
    });
    expect(webQ1.body.size).toBe(1); // web-mar signed up on 1 April London time; pending and unsubscribed never count
    const feb = await call('POST', '/api/admin/newsletter/segments', {
      name: 'Feb staff',
      sources: ['admin', 'import'],
      signedUpFrom: '2026-02-01',
      signedUpTo: '2026-02-28',
    });
    expect(feb.body.size).toBe(2);

    await seed('imp-feb2@seg.test', 'active', 'import', '2026-02-20T12:00:00Z');
    const list = await call('GET', '/api/admin/newsletter/segments');
    expect(list.body.segments.map((s: Json) => [s.name, s.size])).toEqual([
      ['Everyone', 5],
      ['Feb staff', 3],
      ['Web Q1', 1],
    ]);

    const edited = await call('PUT', `/api/admin/newsletter/segments/${webQ1.body.id}`, { name: 'Web Q1+', sources: ['website'], signedUpTo: '2026-04-01' });
    expect(edited.body).toMatchObject({ name: 'Web Q1+', signedUpFrom: null, signedUpTo: '2026-04-01', size: 2 });

    expect((await call('DELETE', `/api/admin/newsletter/segments/${feb.body.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/newsletter/segments/${feb.body.id}`)).status).toBe(404);
    const ops = await t.db.query(`SELECT kind FROM operation_log WHERE kind LIKE 'newsletter.%segment' AND success ORDER BY id`);
    expect(ops.map((o: Json) => o.kind)).toEqual([
      'newsletter.create-segment',
      'newsletter.create-segment',
      'newsletter.create-segment',
      'newsletter.edit-segment',
      'newsletter.delete-segment',
    ]);
  });

  it('refuses bad bodies with clear messages, duplicate names in any case, and unknown ids', async () => {
    const bad = async (body: unknown) => (await call('POST', '/api/admin/newsletter/segments', body)).body.message as string;
    expect(await bad({})).toMatch(/Name is required/);
    expect(await bad({ name: 'x', sources: [] })).toMatch(/Choose at least one source/);
    expect(await bad({ name: 'x', sources: ['tiktok'] })).toMatch(/Source must be one of website, admin, import/);
    expect(await bad({ name: 'x', signedUpFrom: '2026-13-45' })).toMatch(/not a real date/);
    expect(await bad({ name: 'x', signedUpFrom: '2026-03-01', signedUpTo: '2026-02-01' })).toMatch(/on or before/);
    expect(await bad({ name: 'x', interests: ['music'] })).toMatch(/interests/);
    const dup = await call('POST', '/api/admin/newsletter/segments', { name: 'EVERYONE' });
    expect([dup.status, dup.body.message]).toEqual([409, 'Another segment already has this name.']);
    expect((await call('PUT', '/api/admin/newsletter/segments/00000000-0000-4000-8000-000000000000', { name: 'y' })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/newsletter/segments/not-a-uuid')).status).toBe(400);
  });

  it('is staff-only: no session 401, an editor (catalogue only) 403', async () => {
    expect((await fetch(`${t.base}/api/admin/newsletter/segments`)).status).toBe(401);
    const { client: editor } = await signedInAdmin(t.app, t.base, 'segment-editor', 'editor');
    expect((await editor.request('GET', '/api/admin/newsletter/segments')).status).toBe(403);
  });
});
