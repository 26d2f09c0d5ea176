import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { confirmImported } from './testing/confirm-imported';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

describe('newsletter subscribers (staff side) over HTTP', () => {
  let t: TestApp;
  let admin: AdminTestClient;
  const call = (method: string, path: string, body?: unknown) => admin.request<Json>(method, path, body);
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query(sql, params))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ client: admin } = await signedInAdmin(t.app, t.base, 'newsletter-owner'));
  }, 60_000);
  afterAll(() => t?.close());

  it('is behind the admin guard: no session 401, no CSRF token 403', async () => {
    expect((await fetch(`${t.base}/api/newsletter/subscribers`)).status).toBe(401);
    expect((await fetch(`${t.base}/api/newsletter/dashboard`)).status).toBe(401);
    expect((await admin.request('POST', '/api/newsletter/subscribers', { email: 'x@example.com' }, { csrf: false })).status).toBe(403);
  });

  it('adds (active, source admin), refuses a duplicate in any case and junk, with clear messages and events without the address', async () => {
    const added = await call('POST', '/api/newsletter/subscribers', { email: '  Fan.One@Example.com ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'fan.one@example.com', status: 'active', isActive: true, source: 'admin' });
    const dup = await call('POST', '/api/newsletter/subscribers', { email: 'FAN.ONE@example.com' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This email address is already on the subscriber list.');
    const bad = await call('POST', '/api/newsletter/subscribers', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address.');
    const events = await t.db.query(`SELECT type, payload::text AS payload FROM event_log WHERE stream_id = $1`, [added.body.id]);
    expect(events.map((e: Json) => e.type)).toEqual(['NewsletterSubscriberAdded']);
    expect(events[0].payload).not.toContain('fan.one');
    const ops = await t.db.query(`SELECT kind, actor, success FROM operation_log WHERE kind LIKE 'newsletter.add-subscriber' ORDER BY id`);
    expect(ops).toEqual([
      { kind: 'newsletter.add-subscriber', actor: 'newsletter-owner', success: true },
      { kind: 'newsletter.add-subscriber', actor: 'newsletter-owner', success: false },
      { kind: 'newsletter.add-subscriber', actor: 'newsletter-owner', success: false },
    ]);
  });

  it('edits the address and the active flag; a duplicate address and reactivating an unsubscribed-state row are refused', async () => {
    const a = (await call('POST', '/api/newsletter/subscribers', { email: 'edit-me@example.com' })).body;
    await call('POST', '/api/newsletter/subscribers', { email: 'taken@example.com' });
    const off = await call('PUT', `/api/newsletter/subscribers/${a.id}`, { email: 'Edited@Example.com', isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ email: 'edited@example.com', status: 'inactive', isActive: false });
    expect((await call('PUT', `/api/newsletter/subscribers/${a.id}`, { email: 'taken@example.com', isActive: false })).status).toBe(409);
    expect((await call('PUT', `/api/newsletter/subscribers/${a.id}`, { email: 'edited@example.com', isActive: true })).body.status).toBe('active');
    await t.db.query(`UPDATE newsletter_subscriptions SET status = 'bounced' WHERE id = $1`, [a.id]);
    const refused = await call('PUT', `/api/newsletter/subscribers/${a.id}`, { email: 'edited@example.com', isActive: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Only a deactivated subscriber can be made active again/);
    expect((await call('PUT', `/api/newsletter/subscribers/00000000-0000-4000-8000-000000000000`, { email: 'x@example.com', isActive: true })).status).toBe(
      404,
    );
    const types = await t.db.query(`SELECT type FROM event_log WHERE stream_id = $1 ORDER BY version`, [a.id]);
    expect(types.map((e: Json) => e.type)).toEqual([
      'NewsletterSubscriberAdded',
      'NewsletterSubscriberEmailChanged',
      'NewsletterSubscriberStatusChanged',
      'NewsletterSubscriberStatusChanged',
    ]);
  });

  it('deletes by id and (user management) by address', async () => {
    const a = (await call('POST', '/api/newsletter/subscribers', { email: 'gone@example.com' })).body;
    expect((await call('DELETE', `/api/newsletter/subscribers/${a.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/newsletter/subscribers/${a.id}`)).status).toBe(404);
    await call('POST', '/api/newsletter/subscribers', { email: 'gone2@example.com' });
    expect((await call('POST', '/api/admin/newsletter/unsubscribe', { email: 'GONE2@example.com' })).status).toBe(200);
    expect(await count(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email LIKE 'gone%'`)).toBe(0);
  });

  it('imports pasted lines and CSV: case-insensitive de-duplication, invalid lines with line numbers, chunked events', async () => {
    const pasted = ['new1@example.com', 'NEW1@example.com', 'taken@example.com', 'broken-line', '', 'new2@example.com', '=cmd@x'].join('\n');
    const r = await call('POST', '/api/newsletter/import-csv', { csvData: pasted });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ added: 2, duplicates: 2, invalid: 2 });
    expect(r.body.invalidLines).toEqual([
      { line: 4, value: 'broken-line', reason: 'not a valid email address' },
      { line: 7, value: '=cmd@x', reason: 'not a valid email address' },
    ]);
    const csv = 'Name,Email,Town\n"Ada, Countess",ada@example.com,London\nBob,bob@example.com,Leeds\nDup,ADA@example.com,York\n';
    const c = await call('POST', '/api/newsletter/import-csv', { csvData: csv });
    expect(c.body).toMatchObject({ added: 2, duplicates: 1, invalid: 0 });
    expect((await t.db.query(`SELECT source, status FROM newsletter_subscriptions WHERE email = 'ada@example.com'`))[0]).toEqual({
      source: 'import',
      status: 'pending',
    });
    expect((await call('POST', '/api/newsletter/import-csv', { csvData: '   ' })).status).toBe(400);
    const imported = await t.db.query(`SELECT payload FROM event_log WHERE type = 'NewsletterSubscribersImported' ORDER BY sequence`);
    expect(imported.map((e: Json) => e.payload)).toEqual([
      { added: 2, duplicates: 1, chunk: 1 },
      { added: 2, duplicates: 0, chunk: 1 },
    ]);
  });

  it('lists with server-side paging, search, state filter and sort', async () => {
    await call('POST', '/api/newsletter/import-csv', {
      csvData: Array.from({ length: 30 }, (_, i) => `page${String(i).padStart(2, '0')}@list.test`).join('\n'),
    });
    await confirmImported(t.db);
    const p1 = await call('GET', '/api/newsletter/subscribers?q=LIST.TEST&sort=email&order=asc&limit=10&page=2');
    expect(p1.status).toBe(200);
    expect(p1.body.pagination).toEqual({ page: 2, limit: 10, total: 30, totalPages: 3 });
    expect(p1.body.subscribers.map((s: Json) => s.email)).toEqual(Array.from({ length: 10 }, (_, i) => `page${10 + i}@list.test`));
    const inactive = await call('GET', '/api/newsletter/subscribers?status=inactive');
    expect(inactive.body.subscribers.every((s: Json) => s.status === 'inactive')).toBe(true);
    expect((await call('GET', '/api/newsletter/subscribers?q=%25')).body.pagination.total).toBe(0); // % is literal
    expect((await call('GET', '/api/newsletter/subscribers?sort=nope')).status).toBe(400);
    expect((await call('GET', '/api/admin/newsletter/subscribers?limit=5')).body.subscribers).toHaveLength(5);
  });

  it('bulk: listed ids and "all matching" the filter, set-based, unchanged rows not counted', async () => {
    const ids = (await call('GET', '/api/newsletter/subscribers?q=page0&sort=email&order=asc')).body.subscribers.map((s: Json) => s.id);
    expect(ids).toHaveLength(10);
    const off = await call('POST', '/api/newsletter/subscribers/bulk', { action: 'deactivate', subscriberIds: ids });
    expect(off.body).toMatchObject({ changed: 10, selected: 10, message: '10 subscribers deactivated' });
    const all = await call('POST', '/api/newsletter/subscribers/bulk', { action: 'activate', filter: { q: '@list.test' } });
    expect(all.body).toMatchObject({ changed: 10, selected: 30, message: '10 subscribers activated (20 left unchanged)' });
    const del = await call('POST', '/api/newsletter/subscribers/bulk', { action: 'delete', filter: { q: '@list.test', status: 'active' } });
    expect([del.status, del.body.changed]).toEqual([200, 30]);
    expect(await count(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email LIKE '%@list.test'`)).toBe(0);
    expect((await call('POST', '/api/newsletter/subscribers/bulk', { action: 'explode', subscriberIds: ids })).status).toBe(400);
    expect((await call('POST', '/api/newsletter/subscribers/bulk', { action: 'delete' })).body.message).toMatch(/either subscriberIds or filter/);
    const summary = await t.db.query(`SELECT payload FROM event_log WHERE type = 'NewsletterSubscribersBulkChanged' ORDER BY sequence`);
    expect(summary.map((e: Json) => e.payload.action)).toEqual(['deactivate', 'activate', 'delete']);
  });

  it('exports CSV with the date in the file name, by state, with formula injection neutralised', async () => {
    await t.db.query(`INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token, subscribed_at, updated_at, version, source)
      VALUES (gen_random_uuid(), '=hyperlink@evil.test', 'inactive', 'tok-evil-0000000000000000', now(), now(), 1, 'import')`);
    const res = await admin.request<string>('GET', '/api/admin/newsletter/export?filter=inactive');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-inactive-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(res.body).trim().split('\n');
    expect(lines[0]).toBe('email,status,active,source,subscribed_at');
    expect(lines.some((l) => l.startsWith("'=hyperlink@evil.test,inactive,no,import,"))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',inactive,no,'))).toBe(true);
    const everyone = await admin.request<string>('GET', '/api/newsletter/export');
    expect(String(everyone.body).trim().split('\n').length - 1).toBe(await count(`SELECT count(*)::int AS n FROM newsletter_subscriptions`));
  });

  it('dashboard stats are counted from stored rows', async () => {
    const d = await call('GET', '/api/newsletter/dashboard');
    const total = await count(`SELECT count(*)::int AS n FROM newsletter_subscriptions`);
    const active = await count(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE status = 'active'`);
    expect(d.body.stats).toEqual({ totalSubscribers: total, activeSubscribers: active, totalCampaigns: 0, sentCampaigns: 0, bounceRate: 0 });
  });

  it('settings: defaults, partial saves, validation; double opt-in off makes a public sign-up active at once', async () => {
    const s = await call('GET', '/api/newsletter/settings');
    expect(s.body).toMatchObject({
      frequency: 'monthly',
      doubleOptIn: true,
      tracking: true,
      preferences: { featuredEvents: true, newEvents: true, reviews: false },
    });
    expect((await call('PUT', '/api/newsletter/settings', { senderEmail: 'nope' })).body.message).toBe(
      'senderEmail: Sender email must be a valid email address',
    );
    const saved = await call('PUT', '/api/newsletter/settings', {
      senderName: 'FF Team',
      doubleOptIn: false,
      preferences: { featuredEvents: true, newEvents: false, reviews: true },
    });
    expect(saved.body).toMatchObject({ senderName: 'FF Team', doubleOptIn: false, preferences: { newEvents: false, reviews: true } });
    const res = await t.post('/api/newsletter/subscribe', { email: 'instant@example.com' }, '10.7.0.1');
    expect(await res.json()).toEqual({ message: 'Thanks for subscribing! You’re on our list.' });
    expect((await t.db.query(`SELECT status FROM newsletter_subscriptions WHERE email = 'instant@example.com'`))[0].status).toBe('active');
    await call('PUT', '/api/newsletter/settings', { doubleOptIn: true });
  });

  it('the sent-mail view lists every stored message (embedded mode) and shows its bodies', async () => {
    const list = await call('GET', '/api/admin/mail?q=instant@example.com');
    expect([list.status, list.body]).toEqual([200, expect.objectContaining({ total: 1 })]);
    const one = await call('GET', `/api/admin/mail/${list.body.items[0].id}`);
    expect(one.body).toMatchObject({ to: 'instant@example.com', subject: 'Welcome to Festival Finder!', category: 'newsletter' });
    expect(one.body.html).toContain('<!doctype html>');
    expect((await call('GET', '/api/admin/mail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('a deactivated subscriber who signs up again on the site gets a fresh double opt-in', async () => {
    const a = (await call('POST', '/api/newsletter/subscribers', { email: 'comeback@example.com' })).body;
    await call('PUT', `/api/newsletter/subscribers/${a.id}`, { email: 'comeback@example.com', isActive: false });
    const res = await t.post('/api/newsletter/subscribe', { email: 'comeback@example.com' }, '10.7.0.2');
    expect((await res.json()).message).toMatch(/Check your email to confirm/);
    expect((await t.db.query(`SELECT status FROM newsletter_subscriptions WHERE id = $1`, [a.id]))[0].status).toBe('pending');
    const mails = await t.db.query(`SELECT subject FROM outbound_mail WHERE to_address = 'comeback@example.com'`);
    expect(mails.map((m: Json) => m.subject)).toEqual(['Please confirm your Festival Finder subscription']);
  });
});
