import { FixedClock } from '../../platform/time/clock';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

/** The report counts opens and clicks recorded through the tracking links, exactly as a subscriber's mail client hits them. */
describe('campaign report over HTTP (real SMTP, real tracking links)', () => {
  const start = new Date('2026-11-20T09:00:00Z');
  const clock = new FixedClock(start);
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let admin: AdminTestClient;
  let sessions = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    // The clock jumps days ahead, which ends admin sessions: sign in again when that happens.
    ({ client: admin } = await signedInAdmin(t.app, t.base, `report-owner-${++sessions}`));
    return admin.request<Json>(method, path, body);
  };
  const at = (ms: number) => clock.set(new Date(start.getTime() + ms));
  const H = 3_600_000;
  const mailTo = (email: string, subject: string) => smtp.received.find((m) => m.subject === subject && m.envelopeTo.includes(email))!;
  const pixelOf = (html: string) => /<img src="([^"]*\/api\/newsletter\/t\/o\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const clickOf = (html: string) => /href="([^"]*\/api\/newsletter\/t\/c\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ clock, smtpUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
    for (const e of ['r1@rep.test', 'r2@rep.test', 'r3@rep.test'])
      await t.db.query(
        `INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token, subscribed_at, confirmed_at, updated_at, version, source)
         VALUES (gen_random_uuid(), $1, 'active', md5($1) || md5($1), now(), now(), now(), 1, 'website')`,
        [e],
      );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('sent, delivered, bounced, unique opens and clicks, by hour then by day; unsubscribes "not recorded" (null)', async () => {
    smtp.unknownMailboxes.add('r3@rep.test');
    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Report me', content: 'See [the line-up](https://festival.example/x)' })).body;
    await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, {});
    at(60_000);
    await t.app.get(MailDispatcher).dispatchDue();

    const m1 = mailTo('r1@rep.test', 'Report me');
    const m2 = mailTo('r2@rep.test', 'Report me');
    at(30 * 60_000); // 09:30: r1 opens twice (one unique open) and clicks
    await fetch(pixelOf(m1.html));
    await fetch(pixelOf(m1.html));
    await fetch(clickOf(m1.html), { redirect: 'manual' });
    at(5 * H + 10 * 60_000); // hour 5: r2 opens
    await fetch(pixelOf(m2.html));
    at(72 * H + H); // day 1 after the first 48 hours: r2 clicks
    await fetch(clickOf(m2.html), { redirect: 'manual' });

    const r = await call('GET', `/api/admin/newsletter/campaigns/${draft.id}/report`);
    expect(r.status).toBe(200);
    expect(r.body.campaign).toMatchObject({ id: draft.id, subject: 'Report me', tracking: true, segment: null, startedAt: start.toISOString() });
    expect(r.body.figures).toEqual({ sent: 3, delivered: 2, failed: 0, bounced: 1, pending: 0, opened: 2, clicked: 2, unsubscribed: null });
    expect(r.body.timeline).toEqual([
      { start: '2026-11-20T09:00:00.000Z', unit: 'hour', opens: 1, clicks: 1 },
      { start: '2026-11-20T14:00:00.000Z', unit: 'hour', opens: 1, clicks: 0 },
      { start: '2026-11-23T09:00:00.000Z', unit: 'day', opens: 0, clicks: 1 },
    ]);
  });

  it('tracking off: opens and clicks are "not recorded" (null), not 0; unknown campaign 404, bad id 400, no session 401', async () => {
    await call('PUT', '/api/newsletter/settings', { tracking: false });
    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Untracked', content: 'Hi' })).body;
    await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, {});
    const r = await call('GET', `/api/admin/newsletter/campaigns/${draft.id}/report`);
    expect(r.body.figures).toMatchObject({ sent: 3, opened: null, clicked: null, unsubscribed: null });
    expect(r.body.timeline).toEqual([]);
    expect((await call('GET', '/api/admin/newsletter/campaigns/00000000-0000-4000-8000-000000000000/report')).status).toBe(404);
    expect((await call('GET', '/api/admin/newsletter/campaigns/nope/report')).status).toBe(400);
    expect((await fetch(`${t.base}/api/admin/newsletter/campaigns/${draft.id}/report`)).status).toBe(401);
  });
});
