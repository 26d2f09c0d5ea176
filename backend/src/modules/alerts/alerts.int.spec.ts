/**
 * Search alerts over real HTTP on a real PostgreSQL, with a real SMTP server process receiving the mails: double
 * opt-in, bad input, matching at projection (create and update of events), frequency rules, one-click unsubscribe
 * from the received mail, the signed manage page (tampered links refused), retention and the admin counts.
 */
import { CommandBus } from '@nestjs/cqrs';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from '../events/testing/admin-client';
import { MailDispatcher } from '../mail/contracts/mail-dispatcher.port';
import { ReceivedMail } from '../mail/testing/mime';
import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { PurgeAlertsCommand } from './commands/purge-alerts/purge-alerts.command';
import { SendAlertMailsCommand } from './commands/send-alert-mails/send-alert-mails.command';

const DAY = 86_400_000;
const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
const smtp = new SmtpTestServer();
let t: TestApp;
let adminSeq = 0;
let ipSeq = 0;
const ip = () => `10.7.0.${++ipSeq}`;
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
/** A freshly signed-in admin (the tests move the clock by days, past a session's idle limit). */
const admin = (): Promise<AdminClient> => adminClient(t, `alerts-owner-${++adminSeq}`);

const eventDetails = (over: Record<string, unknown> = {}) => ({
  title: 'Alert Test Folk Gathering',
  description: 'Three days of folk music by the loch, with workshops, ceilidhs and a family area by the shore.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-07-09',
  endDate: '2027-07-11',
  venue: 'Loch Side Park',
  city: 'Inverness',
  region: 'scotland',
  latitude: 57.48,
  longitude: -4.22,
  priceText: 'from £25',
  ticketUrl: 'https://tickets.example.org/folk',
  source: 'alerts-test',
  tags: ['folk'],
  ...over,
});

async function createEvent(over: Record<string, unknown> = {}): Promise<string> {
  const res = await (await admin()).post('/api/admin/events', { ...eventDetails(over), publish: true });
  expect(res.status).toBe(201);
  return res.body.id;
}

type Search = { kind: 'search'; params: Record<string, unknown> } | { kind: 'smart'; q: string };
const createAlert = (email: unknown, search: Search | unknown, frequency: unknown = 'instant', from = ip()) =>
  t.post('/api/alerts', { email, search, frequency }, from);

const tokenIn = (mail: ReceivedMail, path: string): string => {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in:\n${mail.text}`);
  return m[1];
};

const confirm = (token: string, from = ip()) => t.post('/api/alerts/confirm', { token }, from);

/** Signs up and confirms an alert; answers the confirmation mail and the manage path. */
async function confirmedAlert(email: string, search: Search, frequency = 'instant'): Promise<{ mail: ReceivedMail; managePath: string }> {
  const before = smtp.to(email).length;
  expect((await createAlert(email, search, frequency)).status).toBe(200);
  const mail = (
    await eventually(async () => {
      const mails = smtp.to(email);
      expect(mails.length).toBe(before + 1);
      return mails;
    })
  )[before];
  const res = await confirm(tokenIn(mail, '/alerts/confirm'));
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('confirmed');
  return { mail, managePath: body.managePath };
}

const matchesOf = (email: string) =>
  t.db.query(
    `SELECT m.event_id FROM alert_search_matches m JOIN alerts a ON a.search_id = m.search_id JOIN alert_addresses ad ON ad.id = a.address_id WHERE ad.email = $1`,
    [email],
  );

async function sendAlertMails(): Promise<Record<string, number>> {
  const result = await t.app.get(CommandBus).execute(new SendAlertMailsCommand());
  while ((await t.app.get(MailDispatcher).dispatchDue()) > 0);
  return result.counts;
}

const alertMailsTo = (email: string) => smtp.to(email).filter((m) => !m.subject.startsWith('Confirm your Festival Finder alert'));

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await startTestApp({ clock, smtpUrl });
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

describe('search alerts', () => {
  it('double opt-in: pending → confirmation mail with List-Unsubscribe → confirmed once → manage page lists it', async () => {
    const res = await createAlert('  Ada@Example.COM ', { kind: 'search', params: { category: 'folk' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.stringContaining('Check your email') });
    const [row] = await t.db.query(
      `SELECT a.status, a.label, a.frequency FROM alerts a JOIN alert_addresses ad ON ad.id = a.address_id WHERE ad.email = 'ada@example.com'`,
    );
    expect(row).toEqual({ status: 'pending', label: 'Folk events', frequency: 'instant' });

    const [mail] = smtp.to('ada@example.com');
    expect(mail.subject).toBe('Confirm your Festival Finder alert: Folk events');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const token = tokenIn(mail, '/alerts/confirm');
    const first = await confirm(token);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ status: 'confirmed', label: 'Folk events', managePath: expect.stringMatching(/^\/alerts\/manage\?a=[\w-]+&sig=[\w-]+$/) });
    expect((await (await confirm(token)).json()).status).toBe('already-confirmed');

    const page = await t.get<{ email: string; alerts: Array<{ label: string; status: string; searchPath: string }> }>(`/api${body.managePath}`);
    expect(page.status).toBe(200);
    expect(page.body.email).toBe('ada@example.com');
    expect(page.body.alerts).toEqual([expect.objectContaining({ label: 'Folk events', status: 'active', searchPath: '/category/folk' })]);

    // Asking again for a confirmed alert sends nothing and answers the same.
    const again = await createAlert('ada@example.com', { kind: 'search', params: { category: 'folk' } });
    expect(await again.json()).toEqual({ message: expect.stringContaining('Check your email') });
    expect(smtp.to('ada@example.com')).toHaveLength(1);
  });

  it('refuses bad input with 4xx and a message, and made-up or expired links', async () => {
    const cases: Array<[unknown, unknown, unknown, RegExp]> = [
      ['not-an-address', { kind: 'search', params: { category: 'folk' } }, 'instant', /valid email/],
      ['x@example.com', { kind: 'search', params: {} }, 'instant', /Choose a category/],
      ['x@example.com', { kind: 'search', params: { region: 'atlantis' } }, 'instant', /region/],
      ['x@example.com', { kind: 'smart', q: '   ' }, 'instant', /enter a search/],
      ['x@example.com', { kind: 'other' }, 'instant', /standard search or a Smart Search/],
      ['x@example.com', { kind: 'search', params: { category: 'folk' } }, 'hourly', /instant or weekly/],
      ['x@example.com', { kind: 'search', params: { category: 'no-such-category' } }, 'instant', /no category/],
    ];
    for (const [email, search, frequency, message] of cases) {
      const res = await createAlert(email, search, frequency);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM alert_addresses WHERE email = 'x@example.com'`);
    expect(n).toBe(0);

    expect((await confirm('A'.repeat(43))).status).toBe(404);
    expect((await t.post('/api/alerts/confirm', {}, ip())).status).toBe(400);
    await createAlert('late@example.com', { kind: 'search', params: { region: 'wales' } });
    const token = tokenIn(smtp.to('late@example.com')[0], '/alerts/confirm');
    const saved = clock.now();
    later(8 * DAY);
    expect((await confirm(token)).status).toBe(410);
    clock.set(saved);
  });

  it('a burst of sign-ups from one IP trips 429 with Retry-After (the newsletter limits)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const res = await createAlert(`burst${i}@example.com`, { kind: 'search', params: { category: 'folk' } }, 'instant', '10.8.8.8');
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('matches new and changed events at projection, for a category, a region and a Smart Search; mails instant alerts at most once a day, each event once', async () => {
    const folk = await confirmedAlert('folk-fan@example.com', { kind: 'search', params: { category: 'folk' } });
    await confirmedAlert('wales-fan@example.com', { kind: 'search', params: { region: 'wales' } });
    await confirmedAlert('smart-fan@example.com', { kind: 'smart', q: 'folk festivals in Scotland' });
    later(60_000);

    const loch = await createEvent({ title: 'Alert Test Loch Folk' });
    await eventually(async () => expect((await matchesOf('folk-fan@example.com')).map((r: { event_id: string }) => r.event_id)).toContain(loch));
    await eventually(async () => expect((await matchesOf('smart-fan@example.com')).map((r: { event_id: string }) => r.event_id)).toContain(loch));
    expect((await matchesOf('wales-fan@example.com')).map((r: { event_id: string }) => r.event_id)).not.toContain(loch);

    const counts = await sendAlertMails();
    expect(counts.mails).toBeGreaterThanOrEqual(3); // folk-fan, smart-fan and ada (folk) from the first test
    const [mail] = alertMailsTo('folk-fan@example.com');
    expect(mail.subject).toBe('New on Festival Finder: Alert Test Loch Folk');
    expect(mail.text).toContain(`${t.base}/event/${loch}`);
    expect(mail.text).toContain('Loch Side Park, Inverness, Scotland');
    expect(mail.text).toContain(`${t.base}${folk.managePath}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/\/api\/alerts\/unsubscribe\?token=/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(alertMailsTo('smart-fan@example.com')).toHaveLength(1);
    expect(alertMailsTo('wales-fan@example.com')).toHaveLength(0);

    // The event moves to Wales: the region alert matches it now, the Smart Search (Scotland) no longer does.
    later(60_000);
    const client = await admin();
    const version = (await client.get(`/api/admin/events/${loch}`)).body.event.version;
    const put = await client.put(`/api/admin/events/${loch}`, {
      ...eventDetails({ title: 'Alert Test Loch Folk', region: 'wales', city: 'Cardiff', venue: 'Bute Park', latitude: 51.48, longitude: -3.18 }),
      expectedVersion: version,
    });
    expect(put.status).toBe(200);
    await eventually(async () => expect((await matchesOf('wales-fan@example.com')).map((r: { event_id: string }) => r.event_id)).toContain(loch));
    await eventually(async () => expect((await matchesOf('smart-fan@example.com')).map((r: { event_id: string }) => r.event_id)).not.toContain(loch));

    // A second folk event the same day: the changed one is not mailed again, the new one waits for the next day.
    const second = await createEvent({ title: 'Alert Test Second Folk', startDate: '2027-08-01', endDate: '2027-08-02' });
    await eventually(async () => expect((await matchesOf('folk-fan@example.com')).map((r: { event_id: string }) => r.event_id)).toContain(second));
    await sendAlertMails();
    expect(alertMailsTo('folk-fan@example.com')).toHaveLength(1);
    expect(alertMailsTo('wales-fan@example.com')).toHaveLength(1); // its first mail

    later(DAY);
    await sendAlertMails();
    const folkMails = alertMailsTo('folk-fan@example.com');
    expect(folkMails).toHaveLength(2);
    expect(folkMails[1].subject).toBe('New on Festival Finder: Alert Test Second Folk');
    expect(folkMails[1].text).not.toContain(`/event/${loch}`);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM alert_deliveries d JOIN alerts a ON a.id = d.alert_id JOIN alert_addresses ad ON ad.id = a.address_id WHERE ad.email = 'folk-fan@example.com'`,
    );
    expect(n).toBe(2);
  });

  it('one address following a category, a region and a Smart Search gets one mail per alert for an event matching all three', async () => {
    const email = 'three-ways@example.com';
    await confirmedAlert(email, { kind: 'search', params: { category: 'folk' } });
    await confirmedAlert(email, { kind: 'search', params: { region: 'scotland' } });
    await confirmedAlert(email, { kind: 'smart', q: 'folk festivals in Scotland' });
    later(60_000);
    const id = await createEvent({
      title: 'Alert Folk by the Loch',
      description: 'A weekend of folk music on the harbour, added by the browser tests.',
      venue: 'Loch Side',
      priceText: '£45',
    });
    // Searches are shared between addresses, so earlier tests' folk events match too: count this event's matches.
    await eventually(async () => expect((await matchesOf(email)).filter((r: { event_id: string }) => r.event_id === id)).toHaveLength(3));
    const before = alertMailsTo(email).length;
    await sendAlertMails();
    const mails = alertMailsTo(email).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(Array(3).fill('New on Festival Finder: Alert Folk by the Loch'));
    expect(mails.every((m) => m.text.includes(`/event/${id}`))).toBe(true);
  });

  it('mails weekly alerts a week after confirmation at the earliest', async () => {
    await confirmedAlert('weekly@example.com', { kind: 'search', params: { category: 'classical' } }, 'weekly');
    later(60_000);
    await createEvent({ title: 'Alert Test Weekly Classical', category: 'classical', tags: ['classical'] });
    await eventually(async () => expect(await matchesOf('weekly@example.com')).toHaveLength(1));
    await sendAlertMails();
    later(6 * DAY);
    await sendAlertMails();
    expect(alertMailsTo('weekly@example.com')).toHaveLength(0);
    later(DAY);
    await sendAlertMails();
    expect(alertMailsTo('weekly@example.com')).toHaveLength(1);
    expect(alertMailsTo('weekly@example.com')[0].text).toContain('Alert Test Weekly Classical');
  });

  it('one-click unsubscribe (RFC 8058 POST) from the received mail removes that alert only; GET leads to the site page', async () => {
    const { mail } = await confirmedAlert('leaver@example.com', { kind: 'search', params: { category: 'folk' } });
    await confirmedAlert('leaver@example.com', { kind: 'search', params: { region: 'scotland' } });
    const url = mail.headers['list-unsubscribe'].slice(1, -1);

    const landing = await fetch(url, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toMatch(/^\/alerts\/unsubscribe\?token=[\w-]+$/);

    for (let i = 0; i < 2; i++) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toContain('removed');
    }
    const rows = await t.db.query(`SELECT a.label FROM alerts a JOIN alert_addresses ad ON ad.id = a.address_id WHERE ad.email = 'leaver@example.com'`);
    expect(rows).toEqual([{ label: 'Events in Scotland' }]);
    expect((await fetch(`${t.base}/api/alerts/unsubscribe?token=short`, { method: 'POST' })).status).toBe(400);
  });

  it('the manage page: a tampered link is refused; pause stops mails, resume, remove one, remove all (the address goes)', async () => {
    const { managePath } = await confirmedAlert('manager@example.com', { kind: 'search', params: { category: 'comedy' } });
    await confirmedAlert('manager@example.com', { kind: 'search', params: { category: 'wellness' } });
    const params = new URLSearchParams(managePath.split('?')[1]);
    const a = params.get('a')!;
    const sig = params.get('sig')!;
    const tampered = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.get(`/api/alerts/manage?a=${a}&sig=${tampered}`)).status).toBe(403);
    expect((await t.get(`/api/alerts/manage?a=${a}`)).status).toBe(403);
    const other = (await t.db.query(`SELECT id FROM alert_addresses WHERE email = 'ada@example.com'`))[0].id;
    expect((await t.get(`/api/alerts/manage?a=${other}&sig=${sig}`)).status).toBe(403);
    const forged = await t.post('/api/alerts/manage', { a, sig: tampered, action: 'delete-all' }, ip());
    expect(forged.status).toBe(403);
    expect((await t.post('/api/alerts/manage', { a, sig, action: 'explode' }, ip())).status).toBe(400);
    expect((await t.post('/api/alerts/manage', { a, sig, action: 'pause' }, ip())).status).toBe(400); // no alertId

    const page = await t.get<{ alerts: Array<{ id: string; label: string }> }>(`/api/alerts/manage?a=${a}&sig=${sig}`);
    const comedy = page.body.alerts.find((x) => x.label === 'Comedy events')!;
    const paused = await t.post('/api/alerts/manage', { a, sig, action: 'pause', alertId: comedy.id }, ip());
    expect(paused.status).toBe(200);
    expect((await paused.json()).alerts.find((x: { id: string }) => x.id === comedy.id).status).toBe('paused');

    later(60_000);
    await createEvent({ title: 'Alert Test Paused Comedy', category: 'comedy', tags: ['comedy'] });
    await eventually(async () => expect((await matchesOf('manager@example.com')).length).toBeGreaterThan(0));
    await sendAlertMails();
    expect(alertMailsTo('manager@example.com')).toHaveLength(0);
    expect((await t.post('/api/alerts/manage', { a, sig, action: 'resume', alertId: comedy.id }, ip())).status).toBe(200);
    await sendAlertMails();
    expect(alertMailsTo('manager@example.com')).toHaveLength(1);

    const removed = await t.post('/api/alerts/manage', { a, sig, action: 'delete', alertId: comedy.id }, ip());
    expect((await removed.json()).alerts.map((x: { label: string }) => x.label)).toEqual(['Wellness events']);
    expect((await t.post('/api/alerts/manage', { a, sig, action: 'delete', alertId: comedy.id }, ip())).status).toBe(404);
    const all = await t.post('/api/alerts/manage', { a, sig, action: 'delete-all' }, ip());
    expect(all.status).toBe(200);
    expect(await t.db.query(`SELECT 1 FROM alert_addresses WHERE email = 'manager@example.com'`)).toEqual([]);
  });

  it('retention: unconfirmed alerts go after 30 days; an address goes 12 months after its last confirmed open', async () => {
    await createAlert('never-confirmed@example.com', { kind: 'search', params: { category: 'folk' } });
    const { managePath } = await confirmedAlert('opener@example.com', { kind: 'search', params: { category: 'folk' } });
    await confirmedAlert('forgotten@example.com', { kind: 'search', params: { category: 'folk' } });
    later(31 * DAY);
    let counts = (await t.app.get(CommandBus).execute(new PurgeAlertsCommand())).counts;
    expect(counts.unconfirmed).toBeGreaterThanOrEqual(1);
    expect(await t.db.query(`SELECT 1 FROM alert_addresses WHERE email = 'never-confirmed@example.com'`)).toEqual([]);

    later(300 * DAY);
    expect((await t.get(`/api${managePath}`)).status).toBe(200); // a confirmed open: counts afresh
    later(60 * DAY); // 13 months after the confirmations, 2 months after the visit
    counts = (await t.app.get(CommandBus).execute(new PurgeAlertsCommand())).counts;
    expect(counts.unopened).toBeGreaterThanOrEqual(1);
    expect(await t.db.query(`SELECT 1 FROM alert_addresses WHERE email = 'forgotten@example.com'`)).toEqual([]);
    expect(await t.db.query(`SELECT 1 FROM alert_addresses WHERE email = 'opener@example.com'`)).toHaveLength(1);
  });

  it('admin counts: protected, numbers only', async () => {
    expect((await t.get('/api/admin/newsletter/alerts')).status).toBe(401);
    const res = await (await admin()).get('/api/admin/newsletter/alerts');
    expect(res.status).toBe(200);
    const [row] = await t.db.query(
      `SELECT (SELECT count(*) FROM alerts)::int AS alerts, (SELECT count(*) FROM alerts WHERE status <> 'pending')::int AS confirmed,
              (SELECT count(*) FROM outbound_mail WHERE category = 'alert' AND idempotency_key LIKE 'alert:%')::int AS mails`,
    );
    expect(res.body).toEqual({ alerts: row.alerts, confirmed: row.confirmed, mailsSent: row.mails });
    expect(res.body.mailsSent).toBeGreaterThanOrEqual(6);
  });
});
