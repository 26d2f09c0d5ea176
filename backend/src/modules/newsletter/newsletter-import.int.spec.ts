import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

/** Imported addresses are not consented subscribers: pending, sent the double opt-in mail, no campaign until confirmed. */
describe('newsletter import keeps addresses unconfirmed (real SMTP server)', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let admin: AdminTestClient;
  const call = (method: string, path: string, body?: unknown) => admin.request<Json>(method, path, body);
  const deliver = () => t.app.get(MailDispatcher).dispatchDue();
  const status = async (email: string) => (await t.db.query(`SELECT status FROM newsletter_subscriptions WHERE email = $1`, [email]))[0]?.status;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ smtpUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
    ({ client: admin } = await signedInAdmin(t.app, t.base, 'import-owner'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('imports as pending with one opt-in mail each; campaigns skip them until the link is followed', async () => {
    expect((await call('POST', '/api/newsletter/subscribers', { email: 'already@fans.test' })).status).toBe(201);
    const r = await call('POST', '/api/newsletter/import-csv', { csvData: 'one@fans.test\ntwo@fans.test\nALREADY@fans.test' });
    expect(r.body).toMatchObject({ added: 2, duplicates: 1 });
    expect(r.body.message).toMatch(/pending until they confirm/);
    expect([await status('one@fans.test'), await status('two@fans.test'), await status('already@fans.test')]).toEqual(['pending', 'pending', 'active']);

    await deliver();
    const optIns = smtp.received.filter((m) => m.subject === 'Please confirm your Festival Finder subscription');
    expect(optIns.flatMap((m) => m.envelopeTo).sort()).toEqual(['one@fans.test', 'two@fans.test']); // none to the existing address
    expect(optIns[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const first = (await call('POST', '/api/newsletter/campaigns', { subject: 'Before confirming', content: 'Hello' })).body;
    expect((await call('POST', `/api/newsletter/campaigns/${first.id}/send`, {})).body).toMatchObject({ recipientCount: 1 });
    await deliver();
    expect(smtp.received.filter((m) => m.subject === 'Before confirming').flatMap((m) => m.envelopeTo)).toEqual(['already@fans.test']);

    const mine = optIns.find((m) => m.envelopeTo.includes('one@fans.test'))!;
    const link = /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mine.text)![0];
    expect((await fetch(link)).status).toBe(200);
    expect(await status('one@fans.test')).toBe('active');

    const second = (await call('POST', '/api/newsletter/campaigns', { subject: 'After confirming', content: 'Hello' })).body;
    expect((await call('POST', `/api/newsletter/campaigns/${second.id}/send`, {})).body).toMatchObject({ recipientCount: 2 });
    await deliver();
    expect(
      smtp.received
        .filter((m) => m.subject === 'After confirming')
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual(['already@fans.test', 'one@fans.test']);
  });
});
