import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthFacts } from '../application/ports/health-facts.port';

/** The health monitor's facts, read straight from the tables of the modules it watches (read-only). */
@Injectable()
export class PostgresHealthFacts extends HealthFacts {
  constructor(private readonly db: DataSource) {
    super();
  }

  async pingDatabase(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  async databaseStats(): Promise<{ bytes: number; connections: number; eventRows: number }> {
    const [size] = await this.db.query(
      `SELECT pg_database_size(current_database())::bigint AS bytes, (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()) AS connections`,
    );
    const [{ events }] = await this.db.query(`SELECT count(*)::int AS events FROM events`);
    return { bytes: Number(size.bytes), connections: size.connections, eventRows: events };
  }

  /** Any operation whose kind names discovery: the discovery job `job:discover-*` or an admin-started `discovery.*` run. */
  async latestDiscoveryRun(): Promise<{ kind: string; startedAt: Date; success: boolean | null; message: string | null } | null> {
    const [last] = await this.db.query(
      `SELECT kind, started_at, finished_at, success, message, data FROM operation_log
        WHERE kind ~ '(^|[:.])(discover|discovery|smart-discovery)' ORDER BY started_at DESC LIMIT 1`,
    );
    return last ? { kind: last.kind, startedAt: new Date(last.started_at), success: last.success, message: last.message } : null;
  }

  async mailOutbox(now: Date): Promise<{ pending: number; failedLastDay: number; sentLastDay: number; oldestDueWaitSeconds: number | null }> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
              count(*) FILTER (WHERE status = 'failed' AND created_at > $1::timestamptz - interval '1 day')::int AS failed_day,
              count(*) FILTER (WHERE status = 'sent' AND sent_at > $1::timestamptz - interval '1 day')::int AS sent_day,
              extract(epoch FROM ($1::timestamptz - min(next_attempt_at) FILTER (WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1::timestamptz)))::float AS oldest_due_s
         FROM outbound_mail`,
      [now],
    );
    return { pending: row.pending, failedLastDay: row.failed_day, sentLastDay: row.sent_day, oldestDueWaitSeconds: row.oldest_due_s };
  }

  async newsletter(): Promise<{ activeSubscribers: number; unconfirmedSubscribers: number; mailWaiting: number; mailFailed: number }> {
    const [subs] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE status = 'pending')::int AS unconfirmed FROM newsletter_subscriptions`,
    );
    const [mail] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS waiting, count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM outbound_mail WHERE category LIKE 'newsletter%'`,
    );
    return { activeSubscribers: subs.active, unconfirmedSubscribers: subs.unconfirmed, mailWaiting: mail.waiting, mailFailed: mail.failed };
  }

  async adminsWithTemporaryPassword(): Promise<number> {
    const [{ temporary }] = await this.db.query(`SELECT count(*)::int AS temporary FROM admin_users WHERE NOT disabled AND requires_password_change`);
    return temporary;
  }
}
