import { FixedClock } from '../../platform/time/clock';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { ReceivedMail } from '../mail/testing/mime';
import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { hashEmail } from '../mail/contracts/email-address';
import { CommandBus } from '@nestjs/cqrs';
import { PurgeUnconfirmedSubscriptionsCommand } from './commands/purge-unconfirmed/purge-unconfirmed-subscriptions.command';

const linkIn = (mail: ReceivedMail, path: string): string => {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in:\n${mail.text}`);
  return m[0];
};

describe('newsletter over HTTP with a real SMTP server', () => {
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.1.0.${++ipSeq}`;
  const subscribe = (email: unknown, from = ip()) => t.post('/api/newsletter/subscribe', { email }, from);
  const rows = (email: string) => t.db.query(`SELECT * FROM newsletter_subscriptions WHERE email = $1`, [email]);

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ clock, smtpUrl });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('double opt-in: pending → confirmation mail with List-Unsubscribe → link followed → active + welcome mail', async () => {
    const res = await subscribe('  Ada.Lovelace@Example.COM ');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ message: expect.stringContaining('Check your email') });
    expect((await rows('ada.lovelace@example.com'))[0]).toMatchObject({ status: 'pending' });

    const [mail] = smtp.to('ada.lovelace@example.com');
    expect(mail.subject).toBe('Please confirm your Festival Finder subscription');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('Confirm my subscription');

    const confirmUrl = linkIn(mail, '/api/newsletter/confirm');
    const page = await fetch(confirmUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('You’re subscribed!');
    expect((await rows('ada.lovelace@example.com'))[0]).toMatchObject({ status: 'active' });

    const welcome = (await smtp.waitFor(2)).filter((m) => m.envelopeTo.includes('ada.lovelace@example.com'))[1];
    expect(welcome.subject).toBe('Welcome to Festival Finder!');
    expect(welcome.headers['list-unsubscribe']).toBe(mail.headers['list-unsubscribe']);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Same link again: already confirmed, not an error; an active address answers alreadySubscribed.
    expect(await (await fetch(confirmUrl)).text()).toContain('Already confirmed');
    const again = await subscribe('ADA.LOVELACE@example.com');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: expect.any(String), alreadySubscribed: true });
  });

  it('one-click unsubscribe (RFC 8058 POST) leaves the address unsubscribed (never mailed again), is idempotent; GET only asks', async () => {
    await subscribe('grace@example.com');
    const mail = smtp.to('grace@example.com')[0];
    const url = mail.headers['list-unsubscribe'].slice(1, -1);

    const ask = await fetch(url);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain('<form method="post"');
    expect((await rows('grace@example.com')).length).toBe(1); // GET changed nothing

    for (let i = 0; i < 2; i++) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('You’re unsubscribed');
    }
    expect((await rows('grace@example.com')).map((r: { status: string }) => r.status)).toEqual(['unsubscribed']);
    const events = await t.db.query(
      `SELECT type, payload FROM event_log WHERE stream_type = 'newsletter-subscription' AND payload->>'emailHash' = $1 ORDER BY sequence`,
      [hashEmail('grace@example.com')],
    );
    expect(events.map((e: { type: string }) => e.type)).toEqual(['NewsletterSubscribed', 'NewsletterUnsubscribed']);
    expect(events[1].payload).toMatchObject({ wasConfirmed: false, reason: 'link' });

    // signing up again starts a fresh double opt-in
    const before = smtp.to('grace@example.com').length;
    expect((await subscribe('grace@example.com')).status).toBe(200);
    expect((await rows('grace@example.com')).map((r: { status: string }) => r.status)).toEqual(['pending']);
    expect(smtp.to('grace@example.com').length).toBe(before + 1);
  });

  it('keeps addresses out of the event log', async () => {
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE payload::text LIKE '%@%'`);
    expect(n).toBe(0);
  });

  it('rejects a bad address with 400 and a message', async () => {
    for (const email of ['not-an-address', '', 42, 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Please enter a valid email address.');
    }
    const res = await fetch(t.base + '/api/newsletter/subscribe', { method: 'POST', headers: { 'x-forwarded-for': ip() } });
    expect(res.status).toBe(400);
  });

  it('duplicate and concurrent subscriptions of one address make exactly one row', async () => {
    const results = await Promise.all(
      ['Same@Example.com', 'same@example.com ', ' SAME@EXAMPLE.COM', 'same@example.com', 'same@Example.com'].map((e) => subscribe(e)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(results.map((r) => r.json()));
    for (const b of bodies) expect(b.alreadySubscribed).toBeUndefined(); // pending looks exactly like new
    expect((await rows('same@example.com')).length).toBe(1);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE type = 'NewsletterSubscribed' AND payload->>'emailHash' = $1`, [
      hashEmail('same@example.com'),
    ]);
    expect(n).toBe(1);
    // Re-asking within a minute sends no second confirmation (no mail-bombing a stranger's inbox).
    const [{ mails }] = await t.db.query(`SELECT count(*)::int AS mails FROM outbound_mail WHERE to_address = 'same@example.com'`);
    expect(mails).toBe(1);
  });

  it('a burst from one IP trips 429 with the spec text', async () => {
    const from = '10.9.9.9';
    const statuses: number[] = [];
    let last: { message?: string } = {};
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await subscribe(`burst${i}@example.com`, from);
      statuses.push(res.status);
      last = await res.json();
      retryAfter = res.headers.get('retry-after');
    }
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(last.message).toBe('Please wait a moment before trying again.');
    // The counter lives in PostgreSQL.
    const [{ count }] = await t.db.query(`SELECT count FROM rate_limit_counters WHERE key = 'newsletter:subscribe:ip:10.9.9.9'`);
    expect(count).toBe(7);
  });

  it('SMTP outage: subscription kept, emailDeliveryIssue, mail delivered once after the server accepts again', async () => {
    smtp.refuse(true);
    const before = smtp.received.length;
    const res = await subscribe('outage@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String), emailDeliveryIssue: true });
    expect((await rows('outage@example.com'))[0]).toMatchObject({ status: 'pending' });
    const [queued] = await t.db.query(`SELECT * FROM outbound_mail WHERE to_address = 'outage@example.com'`);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued.last_error).toMatch(/421|unavailable/i);

    // Not due yet: backoff is 30 s after the first failure.
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(0);
    clock.set(new Date(clock.now().getTime() + 31_000));
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(0); // still refusing → attempt 2 fails
    expect((await t.db.query(`SELECT attempts, status FROM outbound_mail WHERE id = $1`, [queued.id]))[0]).toEqual({ attempts: 2, status: 'pending' });

    smtp.refuse(false);
    clock.set(new Date(clock.now().getTime() + 61_000));
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(1);
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(0);
    const delivered = smtp.to('outage@example.com');
    expect(delivered.length).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect((await t.db.query(`SELECT status, attempts FROM outbound_mail WHERE id = $1`, [queued.id]))[0]).toEqual({ status: 'sent', attempts: 3 });

    // And the delivered link works.
    const page = await fetch(linkIn(delivered[0], '/api/newsletter/confirm'));
    expect(page.status).toBe(200);
    expect((await rows('outage@example.com'))[0].status).toBe('active');
  });

  it('an expired confirmation link answers 410 and a made-up one 404', async () => {
    await subscribe('late@example.com');
    const url = linkIn(smtp.to('late@example.com')[0], '/api/newsletter/confirm');
    clock.set(new Date(clock.now().getTime() + 8 * 86_400_000));
    const res = await fetch(url);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('expired');
    expect((await fetch(`${t.base}/api/newsletter/confirm?token=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/newsletter/confirm`)).status).toBe(404);
  });

  it('retention deletes sign-ups left unconfirmed for 30 days and keeps active ones', async () => {
    await subscribe('fresh-pending@example.com');
    clock.set(new Date(clock.now().getTime() + 31 * 86_400_000));
    await subscribe('new-pending@example.com');
    const purged = (await t.app.get(CommandBus).execute(new PurgeUnconfirmedSubscriptionsCommand())).counts.subscriptions;
    expect(purged).toBeGreaterThanOrEqual(2); // late@ and fresh-pending@ (and other old pending ones)
    expect(await rows('fresh-pending@example.com')).toEqual([]);
    expect(await rows('late@example.com')).toEqual([]);
    expect((await rows('new-pending@example.com')).length).toBe(1);
    expect((await rows('ada.lovelace@example.com'))[0].status).toBe('active');
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM event_log WHERE type = 'NewsletterUnsubscribed' AND payload->>'reason' = 'retention'`);
    expect(n).toBe(purged);
  });
});
