import { asTransaction } from '../../platform/event-log/typeorm-transaction';
import { MailOutbox } from './contracts/mail-outbox.port';
import { SmtpTestServer } from './testing/smtp-test.server';
import { startTestApp, TestApp } from '../../platform/testing/test-app';

/** The scheduled poller (as in production, here every 200 ms) delivers queued mail without anyone driving it. */
describe('mail outbox poller', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ smtpUrl: await smtp.start(), pollMs: 200 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('sends a committed row on its own', async () => {
    await t.db.transaction((m) =>
      t.app.get(MailOutbox).enqueue(asTransaction(m), {
        idempotencyKey: 'poller-1',
        category: 'contact',
        to: 'poller@example.com',
        subject: 'Queued',
        html: '<p>hi</p>',
        text: 'hi',
      }),
    );
    const [mail] = await smtp.waitFor(1, 5000);
    expect(mail.envelopeTo).toEqual(['poller@example.com']);
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
  });
});
