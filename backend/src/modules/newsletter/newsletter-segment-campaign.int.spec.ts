import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

/** A campaign aimed at a segment mails exactly the segment's active members, through a real SMTP server. */
describe('campaign audience: one segment (real SMTP server)', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let admin: AdminTestClient;
  const call = (method: string, path: string, body?: unknown) => admin.request<Json>(method, path, body);
  const seed = (email: string, status: string, source: string) =>
    t.db.query(
      `INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token, subscribed_at, confirmed_at, updated_at, version, source)
       VALUES (gen_random_uuid(), $1, $2, md5($1) || md5($1), now(), now(), now(), 1, $3)`,
      [email, status, source],
    );
  const receivedBy = (subject: string) =>
    smtp.received
      .filter((m) => m.subject === subject)
      .flatMap((m) => m.envelopeTo)
      .sort();

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ smtpUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
    ({ client: admin } = await signedInAdmin(t.app, t.base, 'audience-owner'));
    for (const e of ['w1@aud.test', 'w2@aud.test']) await seed(e, 'active', 'website');
    await seed('w-gone@aud.test', 'unsubscribed', 'website');
    for (const e of ['a1@aud.test', 'i1@aud.test']) await seed(e, 'active', e.startsWith('a') ? 'admin' : 'import');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('queues and delivers mail only to the segment members; the segment is remembered on the campaign', async () => {
    const segment = (await call('POST', '/api/admin/newsletter/segments', { name: 'Website sign-ups', sources: ['website'] })).body;
    expect(segment.size).toBe(2);
    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Web only', content: 'Hello web fans' })).body;
    const sent = await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, { segmentId: segment.id });
    expect(sent.body).toMatchObject({ recipientCount: 2, message: 'Campaign queued for 2 subscribers' });
    await t.app.get(MailDispatcher).dispatchDue();
    expect(receivedBy('Web only')).toEqual(['w1@aud.test', 'w2@aud.test']);
    expect((await t.db.query(`SELECT segment_id FROM newsletter_campaigns WHERE id = $1`, [draft.id]))[0].segment_id).toBe(segment.id);
    // A segment a campaign went to cannot be deleted (the report names it).
    expect((await call('DELETE', `/api/admin/newsletter/segments/${segment.id}`)).status).toBe(409);

    const everyone = (await call('POST', '/api/newsletter/campaigns', { subject: 'Everyone', content: 'Hello all' })).body;
    expect((await call('POST', `/api/newsletter/campaigns/${everyone.id}/send`, { segmentId: null })).body.recipientCount).toBe(4);
    await t.app.get(MailDispatcher).dispatchDue();
    expect(receivedBy('Everyone')).toEqual(['a1@aud.test', 'i1@aud.test', 'w1@aud.test', 'w2@aud.test']);
  });

  it('refuses an unknown segment with a clear message and queues nothing', async () => {
    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Nowhere', content: 'x' })).body;
    const r = await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, { segmentId: '00000000-0000-4000-8000-000000000000' });
    expect([r.status, r.body.message]).toEqual([400, 'The chosen segment no longer exists. Choose another audience.']);
    expect((await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, { segmentId: 'nope' })).status).toBe(400);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM newsletter_campaign_recipients WHERE campaign_id = $1`, [draft.id]))[0].n).toBe(0);
  });
});
