import { FixedClock } from '../../platform/time/clock';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { CommandBus } from '@nestjs/cqrs';
import { PurgeOldContactMessagesCommand } from './commands/purge-old-messages/purge-old-contact-messages.command';
import { VERIFICATION_QUESTIONS } from './domain/verification-questions';

/** Contact over HTTP with the embedded mail adapter (no SMTP_URL): the team mail is stored in outbound_mail. */
describe('contact form', () => {
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.2.0.${++ipSeq}`;

  let mailSeq = 0;
  /** A fresh address each time: the per-address limit (3 an hour) is tested on its own. */
  const validForm = () => ({
    name: "Mary-Jane O'Neil",
    email: `Mary${++mailSeq}@Example.com`,
    phone: '+44 20 7946 0000',
    inquiryType: 'advertising',
    subject: 'Advertising our festival',
    message: 'We would love to feature our summer folk festival on your site.',
    honeypot: '',
  });

  /** Asks the server for a question and answers it from the spec's list (the client never gets the answer). */
  async function challenge(from: string) {
    const res = await fetch(`${t.base}/api/contact/challenge`, { headers: { 'x-forwarded-for': from } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'question']);
    const answer = VERIFICATION_QUESTIONS.find((q) => q.question === body.question)!.answer;
    return { id: body.id as string, answer };
  }

  async function send(overrides: Record<string, unknown>, opts: { from?: string; wrong?: boolean } = {}) {
    const from = opts.from ?? ip();
    const c = await challenge(from);
    const res = await t.post(
      '/api/contact',
      { ...validForm(), challengeId: c.id, captcha: opts.wrong ? 'definitely-wrong' : `  ${c.answer.toUpperCase()} `, ...overrides },
      from,
    );
    return { res, body: await res.json(), challengeId: c.id, answer: c.answer, from };
  }

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t?.close());

  it('issues one of the 15 questions without its answer', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await challenge('10.2.200.1')).id);
    expect(seen.size).toBe(20);
    expect(VERIFICATION_QUESTIONS).toHaveLength(15);
  });

  it('stores a valid message, mails the team with visitor text escaped, and answers with a message', async () => {
    const { res, body } = await send({ subject: 'Hello <b>team</b>', message: 'Please see <script>alert(1)</script> & our line-up for 2027.' });
    expect(res.status).toBe(201);
    expect(body.message).toContain('24 hours');
    const [row] = await t.db.query(`SELECT * FROM contact_messages WHERE id = $1`, [body.id]);
    expect(row).toMatchObject({ name: "Mary-Jane O'Neil", email: 'mary1@example.com', inquiry_type: 'advertising', subject: 'Hello <b>team</b>' });
    const [mail] = await t.db.query(`SELECT * FROM outbound_mail WHERE category = 'contact'`);
    expect(mail).toMatchObject({ to_address: 'team@festivalfinder.local', status: 'sent', transport: 'embedded' });
    expect(mail.headers).toEqual({ 'Reply-To': 'mary1@example.com' });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; our line-up');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>team</b>');
    expect(mail.text).toContain('<script>alert(1)</script>'); // plain text stays literal
    const [event] = await t.db.query(`SELECT type, payload FROM event_log WHERE stream_id = $1`, [body.id]);
    expect(event.type).toBe('ContactMessageReceived');
    expect(JSON.stringify(event.payload)).not.toContain('@');
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['name too short', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['name blank', { name: '   ' }, 'name', 'Name must be at least 2 characters'],
    ['name too long', { name: 'A'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    ['name with digits', { name: 'R2D2' }, 'name', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['name with markup', { name: '<b>Bob</b>' }, 'name', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email malformed', { email: 'mary@' }, 'email', 'Please enter a valid email address'],
    ['email missing', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['email over 100', { email: `${'m'.repeat(95)}@example.com` }, 'email', 'Email must be less than 100 characters'],
    ['inquiry type missing', { inquiryType: '' }, 'inquiryType', 'Please select an inquiry type'],
    ['inquiry type unknown', { inquiryType: 'sales' }, 'inquiryType', 'Please select an inquiry type'],
    ['subject too short', { subject: 'Hi' }, 'subject', 'Subject must be at least 5 characters'],
    ['subject too long', { subject: 'S'.repeat(101) }, 'subject', 'Subject must be less than 100 characters'],
    ['message too short', { message: 'Too short.' }, 'message', 'Message must be at least 20 characters'],
    ['message too long', { message: 'M'.repeat(1001) }, 'message', 'Message must be less than 1000 characters'],
    ['captcha missing', { captcha: '  ' }, 'captcha', 'Please answer the verification question'],
  ];

  it.each(rules)('rejects %s with the spec message on its field', async (_label, override, field, message) => {
    const { res, body } = await send(override);
    expect(res.status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: message });
    expect(body.message).toBe(message);
  });

  it('accepts the boundaries (name 2 and 50, subject 5 and 100, message 20 and 1000, no phone, Unicode letters)', async () => {
    for (const o of [
      { name: 'Jo', subject: 'Hello', message: 'M'.repeat(20), phone: undefined },
      { name: 'Zoë Brontë-Ó Súilleabháin'.padEnd(50, 'a'), subject: 'S'.repeat(100), message: 'M'.repeat(1000), inquiryType: 'general' },
    ]) {
      const { res, body } = await send(o);
      expect({ status: res.status, body }).toEqual({ status: 201, body: expect.objectContaining({ message: expect.any(String) }) });
    }
  });

  it('reports several broken fields at once', async () => {
    const { res, body } = await send({ name: '', subject: '', message: '', inquiryType: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['inquiryType', 'message', 'name', 'subject']);
    expect(body.message).toBe('Please check the highlighted fields.');
  });

  it('rejects a filled honeypot and stores nothing', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n;
    const { res, body } = await send({ honeypot: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Invalid submission');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n).toBe(before);
  });

  it('rejects a wrong answer on the captcha field and ignores a client-sent captchaAnswer', async () => {
    const { res, body } = await send({ captchaAnswer: 'definitely-wrong' }, { wrong: true });
    expect(res.status).toBe(400);
    expect(body.fieldErrors).toEqual({ captcha: 'Verification answer is incorrect. Please try again.' });
  });

  it('a challenge works once: reusing it (even after a wrong answer) is refused', async () => {
    const first = await send({});
    expect(first.res.status).toBe(201);
    const reuse = await t.post('/api/contact', { ...validForm(), challengeId: first.challengeId, captcha: first.answer }, first.from);
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).fieldErrors).toEqual({ captcha: 'This verification question has expired. Please answer the new question.' });

    const wrong = await send({}, { wrong: true });
    const retry = await t.post('/api/contact', { ...validForm(), challengeId: wrong.challengeId, captcha: wrong.answer }, wrong.from);
    expect((await retry.json()).fieldErrors).toEqual({ captcha: 'This verification question has expired. Please answer the new question.' });
  });

  it('keeps the challenge while other fields are wrong, so the visitor can fix them', async () => {
    const from = ip();
    const c = await challenge(from);
    const bad = await t.post('/api/contact', { ...validForm(), email: 'x@', challengeId: c.id, captcha: c.answer }, from);
    expect(bad.status).toBe(400);
    const good = await t.post('/api/contact', { ...validForm(), challengeId: c.id, captcha: c.answer }, from);
    expect(good.status).toBe(201);
  });

  it('refuses an expired, unknown or missing challenge', async () => {
    const from = ip();
    const c = await challenge(from);
    clock.set(new Date(clock.now().getTime() + 31 * 60_000));
    const late = await t.post('/api/contact', { ...validForm(), challengeId: c.id, captcha: c.answer }, from);
    expect((await late.json()).fieldErrors).toEqual({ captcha: expect.stringContaining('expired') });
    for (const challengeId of ['00000000-0000-4000-8000-000000000000', 'nope', undefined]) {
      const res = await t.post('/api/contact', { ...validForm(), challengeId, captcha: 'blue' }, ip());
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors).toEqual({ captcha: expect.stringContaining('expired') });
    }
  });

  it('limits one IP to 10 attempts in 10 minutes (429 with the spec text)', async () => {
    const from = '10.2.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.post('/api/contact', { name: 'x' }, from)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    const blocked = await t.post('/api/contact', { name: 'x' }, from);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe('Please wait a moment before trying again.');
  });

  it('limits one address to 3 messages an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send({ email: 'Busy@Example.com' })).res.status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('retention deletes messages older than 2 years', async () => {
    const [{ n: total }] = await t.db.query(`SELECT count(*)::int AS n FROM contact_messages`);
    expect(total).toBeGreaterThan(0);
    clock.set(new Date(clock.now().getTime() + 365 * 86_400_000));
    await send({ subject: 'A newer message' });
    clock.set(new Date(clock.now().getTime() + 367 * 86_400_000)); // the first messages are now over 2 years old
    const result = await t.app.get(CommandBus).execute(new PurgeOldContactMessagesCommand());
    expect(result.counts.messages).toBe(total);
    const left = await t.db.query(`SELECT subject FROM contact_messages`);
    expect(left).toEqual([{ subject: 'A newer message' }]);
  });
});
