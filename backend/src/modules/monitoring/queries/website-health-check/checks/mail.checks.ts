import { DataSource } from 'typeorm';
import { HealthCheck } from '../../../application/health-check';
import { grade, THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

/** The mail outbox: what is waiting, how long the oldest due mail has waited, what failed lately. */
export async function emailServiceHealth(db: DataSource, now: Date, transport: 'smtp' | 'stored'): Promise<Result> {
  const [row] = await db.query(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
            count(*) FILTER (WHERE status = 'failed' AND created_at > $1::timestamptz - interval '1 day')::int AS failed_day,
            count(*) FILTER (WHERE status = 'sent' AND sent_at > $1::timestamptz - interval '1 day')::int AS sent_day,
            extract(epoch FROM ($1::timestamptz - min(next_attempt_at) FILTER (WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1::timestamptz)))::float AS oldest_due_s
       FROM outbound_mail`,
    [now],
  );
  const waitMinutes = row.oldest_due_s ? Math.round(row.oldest_due_s / 6) / 10 : 0;
  const wait = grade(waitMinutes, THRESHOLDS.mailWaitMinutes);
  const failed = row.failed_day >= THRESHOLDS.mailFailedLastDay.fail ? 'fail' : row.failed_day >= THRESHOLDS.mailFailedLastDay.warning ? 'warning' : 'pass';
  const status = wait === 'fail' || failed === 'fail' ? 'fail' : wait === 'warning' || failed === 'warning' ? 'warning' : 'pass';
  const parts = [`${row.pending} waiting`, `${row.sent_day} sent and ${row.failed_day} failed in the last 24 h`];
  if (waitMinutes > 0) parts.push(`oldest due mail waiting ${waitMinutes} min`);
  return {
    status,
    message: `Mail outbox (${transport}): ${parts.join(', ')}`,
    details: { transport, pending: row.pending, failedLastDay: row.failed_day, sentLastDay: row.sent_day, oldestDueWaitMinutes: waitMinutes },
  };
}

/** Subscribers table reachable; newsletter mail waiting in the outbox. */
export async function newsletterSystem(db: DataSource): Promise<Result> {
  const [subs] = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE status = 'pending')::int AS unconfirmed FROM newsletter_subscriptions`,
  );
  const [mail] = await db.query(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS waiting, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM outbound_mail WHERE category LIKE 'newsletter%'`,
  );
  return {
    status: mail.failed > 0 ? 'warning' : 'pass',
    message: `${subs.active} active subscribers, ${subs.unconfirmed} awaiting confirmation; ${mail.waiting} newsletter mails waiting, ${mail.failed} failed`,
    details: {
      activeSubscribers: subs.active,
      unconfirmedSubscribers: subs.unconfirmed,
      newsletterMailWaiting: mail.waiting,
      newsletterMailFailed: mail.failed,
    },
  };
}
