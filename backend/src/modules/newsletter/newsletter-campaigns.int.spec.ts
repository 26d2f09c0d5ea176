import { CommandBus } from '@nestjs/cqrs';
import { FixedClock } from '../../platform/time/clock';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { ReceivedMail } from '../mail/testing/mime';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { ProcessCampaignsCommand } from './commands/process-campaigns/process-campaigns.command';
import { confirmImported } from './testing/confirm-imported';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

const RECIPIENTS = 10_000;
const addresses = (n: number, domain: string) => Array.from({ length: n }, (_, i) => `fan${i}@${domain}`);
const CONTENT = '# Winter line-up\n\nSee [the line-up](https://festival.example/line-up?year=2027&x=1) and **book early**.';

/** How many campaign mails each address received, across every server instance. */
function perRecipient(servers: SmtpTestServer[], subject: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of servers) for (const m of s.received) if (m.subject === subject) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

async function drain(dispatcher: MailDispatcher, clock: FixedClock, t: TestApp): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await dispatcher.dispatchDue();
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM outbound_mail WHERE status IN ('pending', 'sending')`);
    if (n === 0) return;
    clock.set(new Date(clock.now().getTime() + 3_600_000)); // past any backoff or lease
  }
  throw new Error('outbox did not drain');
}

describe('newsletter campaigns with a real SMTP server', () => {
  const clock = new FixedClock(new Date('2026-11-25T09:00:00Z'));
  let smtp = new SmtpTestServer();
  const servers = [smtp];
  let t: TestApp;
  let admin: AdminTestClient;
  let sessions = 0;
  // The test clock jumps hours ahead (backoff, schedules), which ends admin sessions: sign in again when that happens.
  const call = async (method: string, path: string, body?: unknown) => {
    const first = await admin.request<Json>(method, path, body);
    if (first.status !== 401) return first;
    ({ client: admin } = await signedInAdmin(t.app, t.base, `campaign-owner-${++sessions}`));
    return admin.request<Json>(method, path, body);
  };

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ clock, smtpUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
    ({ client: admin } = await signedInAdmin(t.app, t.base, 'campaign-owner'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it(`a ${RECIPIENTS.toLocaleString('en-GB')}-recipient campaign with the SMTP server stopped and restarted mid-send reaches everyone exactly once`, async () => {
    const imported = await call('POST', '/api/newsletter/import-csv', { csvData: addresses(RECIPIENTS, 'big.test').join('\n') });
    expect(imported.body.added).toBe(RECIPIENTS);
    await confirmImported(t.db);
    const draft = await call('POST', '/api/newsletter/campaigns', { title: 'Big send', subject: 'Winter festivals', content: CONTENT });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', title: 'Big send', recipients: 0 });

    const sent = await call('POST', `/api/newsletter/campaigns/${draft.body.id}/send`, {});
    expect(sent.body).toMatchObject({ status: 'sending', recipientCount: RECIPIENTS, message: `Campaign queued for ${RECIPIENTS} subscribers` });
    // A second click queues nothing more.
    expect((await call('POST', `/api/newsletter/campaigns/${draft.body.id}/send`, {})).body.message).toMatch(/already sent/);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM outbound_mail WHERE category = 'campaign'`))[0].n).toBe(RECIPIENTS);

    // The rows are spread over time at NEWSLETTER_SEND_RATE; the test clock stands still, so move it past the last one.
    clock.set(new Date(clock.now().getTime() + 60_000));
    const dispatcher = t.app.get(MailDispatcher);
    const running = dispatcher.dispatchDue();
    await smtp.waitFor(2000, 120_000);
    await smtp.stop(); // mid-send: the rest fail to connect and go back to the outbox with backoff
    await running;
    const received = smtp.received.length;
    expect(received).toBeLessThan(RECIPIENTS);
    const [{ n: waiting }] = await t.db.query(`SELECT count(*)::int AS n FROM outbound_mail WHERE status = 'pending' AND category = 'campaign'`);
    expect(waiting).toBeGreaterThan(0);

    smtp = new SmtpTestServer();
    servers.push(smtp);
    await smtp.start(servers[0].port);
    await drain(dispatcher, clock, t);

    const counts = perRecipient(servers, 'Winter festivals');
    const expected = addresses(RECIPIENTS, 'big.test');
    expect(expected.filter((a) => !counts.has(a))).toEqual([]); // 0 missing
    expect([...counts.entries()].filter(([, n]) => n > 1)).toEqual([]); // 0 duplicates
    expect(counts.size).toBe(RECIPIENTS);

    await t.app.get(CommandBus).execute(new ProcessCampaignsCommand());
    const history = await call('GET', '/api/newsletter/campaigns');
    expect(history.body.campaigns[0]).toMatchObject({
      id: draft.body.id,
      status: 'sent',
      recipients: RECIPIENTS,
      sent: RECIPIENTS,
      failed: 0,
      bounced: 0,
      pending: 0,
    });
    const dash = await call('GET', '/api/newsletter/dashboard');
    expect(dash.body.stats).toMatchObject({ totalCampaigns: 1, sentCampaigns: 1, bounceRate: 0 });
    // 10,000 real SMTP deliveries over pooled connections: about 100 s on a quiet 2-core machine
  }, 600_000);

  it('each mail carries the sender, reply-to, List-Unsubscribe headers and safe HTML; unsubscribing from the received message works', async () => {
    const mail = smtp.received.find((m) => m.subject === 'Winter festivals') as ReceivedMail;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['from']).toMatch(/hello@festivalfinder\.local/);
    expect(mail.html).toContain('<h1>Winter line-up</h1>');
    expect(mail.html).toContain('<strong>book early</strong>');
    const address = mail.envelopeTo[0];
    const url = mail.headers['list-unsubscribe'].slice(1, -1);
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await t.db.query(`SELECT status FROM newsletter_subscriptions WHERE email = $1`, [address])).toEqual([{ status: 'unsubscribed' }]);
  });

  it('tracking on: a signed redirect goes only to the signed link and opens/clicks are counted once per recipient', async () => {
    const mail = smtp.received.find((m) => m.subject === 'Winter festivals') as ReceivedMail;
    const click = /href="([^"]*\/api\/newsletter\/t\/c\?[^"]+)"/.exec(mail.html)![1].replace(/&amp;/g, '&');
    const pixel = /<img src="([^"]*\/api\/newsletter\/t\/o\?[^"]+)"/.exec(mail.html)![1].replace(/&amp;/g, '&');
    expect(mail.html).not.toContain('href="https://festival.example');
    const go = await fetch(click, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://festival.example/line-up?year=2027&x=1');
    await fetch(click, { redirect: 'manual' });
    const tampered = new URL(click);
    tampered.searchParams.set('u', 'https://evil.example/');
    expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(400);
    const gif = await fetch(pixel);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    const [campaign] = (await call('GET', '/api/newsletter/campaigns')).body.campaigns; // the only one so far
    expect([campaign.opens, campaign.clicks]).toEqual([1, 1]);
  });

  it('tracking off: the mail holds neither pixel nor redirect links; a 550 answer is a bounce that marks the subscriber', async () => {
    await call('PUT', '/api/newsletter/settings', { tracking: false });
    await call('POST', '/api/newsletter/subscribers/bulk', { action: 'delete', filter: { q: '@big.test' } });
    await call('POST', '/api/newsletter/import-csv', { csvData: 'ok1@small.test\nok2@small.test\nnobody@small.test' });
    await confirmImported(t.db);
    smtp.unknownMailboxes.add('nobody@small.test');
    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Small send', content: CONTENT })).body;
    await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, {});
    await drain(t.app.get(MailDispatcher), clock, t);
    const mails = smtp.received.filter((m) => m.subject === 'Small send');
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['ok1@small.test', 'ok2@small.test']);
    expect(mails[0].html).toContain('href="https://festival.example/line-up?year=2027&amp;x=1"');
    expect(mails[0].html).not.toMatch(/\/api\/newsletter\/t\/|<img/);
    await t.app.get(CommandBus).execute(new ProcessCampaignsCommand());
    const latest = ((await call('GET', '/api/newsletter/campaigns')).body.campaigns as Json[]).find((c) => c.id === draft.id);
    expect(latest).toMatchObject({ status: 'sent', sent: 2, bounced: 1, failed: 0 });
    expect((await t.db.query(`SELECT status FROM newsletter_subscriptions WHERE email = 'nobody@small.test'`))[0].status).toBe('bounced');
    const outcomes = await call('GET', `/api/newsletter/campaigns/${draft.id}/recipients`);
    expect(outcomes.body.total).toBe(3);
    expect(outcomes.body.items[0]).toMatchObject({ email: 'nobody@small.test', status: 'bounced', reason: expect.stringContaining('550') });
    expect(outcomes.body.items.slice(1).map((r: Json) => r.status)).toEqual(['sent', 'sent']);
    expect((await call('GET', `/api/newsletter/campaigns/${draft.id}/recipients?status=bounced`)).body.total).toBe(1);
    const dash = (await call('GET', '/api/newsletter/dashboard')).body.stats;
    expect(dash.bounceRate).toBe(Math.round((1 / (RECIPIENTS + 3)) * 1000) / 10);
  });

  it('preview shows the exact mail, a test goes to one address, scheduling starts at the chosen time, templates record last use', async () => {
    const tpl = await call('POST', '/api/admin/email/templates', { name: 'Monthly', subject: 'Monthly picks', type: 'newsletter', content: 'Hello **fans**' });
    expect(tpl.status).toBe(201);
    const preview = await call('POST', '/api/newsletter/campaigns/preview', {
      subject: 'Preview me',
      content: 'Hi <script>x</script> [a](https://a.example/)',
    });
    expect(preview.body.subject).toBe('Preview me');
    expect(preview.body.html).not.toContain('<script>');
    expect(preview.body.html).toContain('href="https://a.example/"');
    expect(preview.body.text).toContain('Unsubscribe: ');
    const test = await call('POST', '/api/newsletter/campaigns/test', { subject: 'Try', content: 'Hi', email: 'editor@example.com' });
    expect(test.body).toEqual({ success: true, message: 'Test email sent to editor@example.com' });
    expect(smtp.to('editor@example.com').map((m) => m.subject)).toEqual(['[Test] Try']);

    const draft = (await call('POST', '/api/newsletter/campaigns', { subject: 'Later', content: 'Soon', templateId: tpl.body.id })).body;
    const past = await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, { scheduledAt: '2026-11-25T08:00:00Z' });
    expect(past.status).toBe(400);
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/api/newsletter/campaigns/${draft.id}/send`, { scheduledAt: at });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at });
    await t.app.get(CommandBus).execute(new ProcessCampaignsCommand());
    const byId = async () => ((await call('GET', '/api/newsletter/campaigns')).body.campaigns as Json[]).find((c) => c.id === draft.id);
    expect((await byId()).status).toBe('scheduled');
    clock.set(new Date(clock.now().getTime() + 3_600_001));
    await t.app.get(CommandBus).execute(new ProcessCampaignsCommand());
    expect(await byId()).toMatchObject({ status: 'sending', recipients: 2 });
    expect((await call('GET', '/api/admin/email/templates')).body.templates[0].lastUsed).toBe(clock.now().toISOString());
    expect((await call('PUT', `/api/newsletter/campaigns/${draft.id}`, { subject: 'x', content: 'y' })).status).toBe(409);
  });
});

describe('two app instances sending the same campaign', () => {
  const smtp = new SmtpTestServer();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    a = await startTestApp({ smtpUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
    b = await startTestApp({ smtpUrl, databaseUrl: a.databaseUrl, env: { NEWSLETTER_SEND_RATE: '100000' } });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp.stop();
  });

  it('queue each recipient once and deliver each mail once', async () => {
    const { client: ca } = await signedInAdmin(a.app, a.base, 'twin-a');
    const { client: cb } = await signedInAdmin(b.app, b.base, 'twin-b');
    await ca.post('/api/newsletter/import-csv', { csvData: addresses(1500, 'twins.test').join('\n') });
    await confirmImported(a.db);
    const draft = (await ca.post<Json>('/api/newsletter/campaigns', { subject: 'Twins', content: 'Hello' })).body;
    const [ra, rb] = await Promise.all([
      ca.post<Json>(`/api/newsletter/campaigns/${draft.id}/send`, {}),
      cb.post<Json>(`/api/newsletter/campaigns/${draft.id}/send`, {}),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect([ra.body.message, rb.body.message].filter((m: string) => m.startsWith('Campaign queued'))).toHaveLength(1);
    await Promise.all([a.app.get(MailDispatcher).dispatchDue(), b.app.get(MailDispatcher).dispatchDue()]);
    const counts = perRecipient([smtp], 'Twins');
    expect(counts.size).toBe(1500);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
  }, 120_000);
});
