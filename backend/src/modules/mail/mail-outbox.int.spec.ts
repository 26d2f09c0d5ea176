import { asTransaction } from '../../platform/event-log/typeorm-transaction';
import { FixedClock } from '../../platform/time/clock';
import { MailDispatcher } from './contracts/mail-dispatcher.port';
import { MailOutbox } from './contracts/mail-outbox.port';
import { MAX_ATTEMPTS } from './domain/retry-policy';
import { OperationsLog } from '../../platform/operations/operations-log';
import { PostgresMailDispatcher } from './infrastructure/postgres-mail-dispatcher';
import { SmtpMailTransport } from './infrastructure/smtp-mail.transport';
import { SmtpTestServer } from './testing/smtp-test.server';
import { startTestApp, TestApp } from '../../platform/testing/test-app';

describe('mail outbox', () => {
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  const smtp = new SmtpTestServer();
  let smtpUrl: string;
  let t: TestApp;
  let outbox: MailOutbox;

  const queue = (keys: string[]) =>
    t.db.transaction((m) =>
      Promise.all(
        keys.map((k) =>
          outbox.enqueue(asTransaction(m), {
            idempotencyKey: k,
            category: 'contact',
            to: `${k}@example.com`,
            subject: `Mail ${k}`,
            html: `<p>${k}</p>`,
            text: k,
          }),
        ),
      ),
    );

  beforeAll(async () => {
    smtpUrl = await smtp.start();
    t = await startTestApp({ clock, smtpUrl });
    outbox = t.app.get(MailOutbox);
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('one idempotency key queues one row, and nothing is queued when the transaction rolls back', async () => {
    const [a, b] = await queue(['same', 'same']);
    expect(a).toBe(b);
    await expect(
      t.db.transaction(async (m) => {
        await outbox.enqueue(asTransaction(m), { idempotencyKey: 'rolled-back', category: 'contact', to: 'x@example.com', subject: 's', html: 'h', text: 't' });
        throw new Error('command failed');
      }),
    ).rejects.toThrow('command failed');
    const rows = await t.db.query(`SELECT idempotency_key FROM outbound_mail ORDER BY idempotency_key`);
    expect(rows).toEqual([{ idempotency_key: 'same' }]);
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(1);
  });

  it('two dispatchers (two app instances) racing over 40 mails send each exactly once', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `race${i}`);
    await queue(keys);
    const before = smtp.received.length;
    const second = new PostgresMailDispatcher(
      t.db,
      new SmtpMailTransport(smtpUrl, 'Festival Finder <hello@festivalfinder.local>', 'test'),
      clock,
      t.app.get(OperationsLog),
    );
    const [x, y] = await Promise.all([t.app.get(MailDispatcher).dispatchDue(), second.dispatchDue()]);
    await second.drain();
    expect(x + y).toBe(40);
    const got = smtp.received
      .slice(before)
      .map((m) => m.envelopeTo[0])
      .sort();
    expect(got).toEqual(keys.map((k) => `${k}@example.com`).sort());
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM outbound_mail WHERE status = 'sent' AND idempotency_key LIKE 'race%'`);
    expect(n).toBe(40);
  });

  it(`retries with exponential backoff and parks a mail as failed after ${MAX_ATTEMPTS} attempts`, async () => {
    smtp.refuse(true);
    const [id] = await queue(['doomed']);
    const waits: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.app.get(MailDispatcher).dispatchDue();
      const [row] = await t.db.query(`SELECT status, attempts, next_attempt_at FROM outbound_mail WHERE id = $1`, [id]);
      expect(row.attempts).toBe(i + 1);
      waits.push((new Date(row.next_attempt_at).getTime() - clock.now().getTime()) / 1000);
      clock.set(new Date(row.next_attempt_at));
    }
    expect(waits.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(3600);
    const [row] = await t.db.query(`SELECT status, last_error FROM outbound_mail WHERE id = $1`, [id]);
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/421/);
    smtp.refuse(false);
    expect(await t.app.get(MailDispatcher).dispatchDue()).toBe(0); // parked rows stay visible, not silently retried forever
  });
});
