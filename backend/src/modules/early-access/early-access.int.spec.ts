import { SmtpTestServer } from '../mail/testing/smtp-test.server';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';

describe('early-access sign-ups', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.3.0.${++ipSeq}`;

  beforeAll(async () => {
    t = await startTestApp({ smtpUrl: await smtp.start() });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it.each([
    ['organiser-portal', 'Organiser Portal'],
    ['submit-event', 'event submission portal'],
    ['partnership', 'partnership programme'],
    ['mobile-app', 'Festival Finder mobile app'],
  ])('/api/%s/notify stores the sign-up, mails a confirmation and answers with a message', async (feature, label) => {
    const res = await t.post(`/api/${feature}/notify`, { email: ` Fan@Example.com `, feature: 'whatever the page sends' }, ip());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `Thanks! You're on the early access list for the ${label}.` });
    const rows = await t.db.query(`SELECT feature, email FROM early_access_signups WHERE feature = $1`, [feature]);
    expect(rows).toEqual([{ feature, email: 'fan@example.com' }]);
    // The confirmation goes through the mail outbox: it arrives shortly after the answer.
    await eventually(async () => expect(smtp.received.some((m) => m.subject.includes(label))).toBe(true));
    const mail = smtp.received.find((m) => m.subject.includes(label))!;
    expect(mail.envelopeTo).toEqual(['fan@example.com']);
    expect(mail.text).toContain(label);
  });

  it('de-duplicates per feature: same answer, no second row, no second mail', async () => {
    const mailsBefore = smtp.received.length;
    const results = await Promise.all([1, 2].map(() => t.post('/api/mobile-app/notify', { email: 'FAN@example.com' }, ip())));
    for (const r of results) expect(await r.json()).toEqual({ message: "Thanks! You're on the early access list for the Festival Finder mobile app." });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM early_access_signups WHERE email = 'fan@example.com'`);
    expect(n).toBe(4); // one per feature
    expect(smtp.received.length).toBe(mailsBefore);
    const events = await t.db.query(`SELECT payload FROM event_log WHERE type = 'EarlyAccessRequested'`);
    expect(events).toHaveLength(4);
    expect(events[0].payload).toEqual({ feature: expect.any(String), emailHash: expect.stringMatching(/^[0-9a-f]{64}$/), requestedAt: expect.any(String) });
  });

  it('rejects an invalid address with 400 and a message', async () => {
    for (const email of ['', 'no-at-sign', undefined, { $ne: 1 }]) {
      const res = await t.post('/api/partnership/notify', { email }, ip());
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Please enter a valid email address.');
    }
  });

  it('limits a burst from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.post('/api/organiser-portal/notify', { email: `b${i}@example.com` }, '10.3.99.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
