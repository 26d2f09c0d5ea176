import { MigrationInterface, QueryRunner } from 'typeorm';

/** Newsletter, contact, early access, the mail outbox and the shared rate-limit counters. */
export class VisitorSubmissions1795320000000 implements MigrationInterface {
  name = 'VisitorSubmissions1795320000000';

  async up(q: QueryRunner): Promise<void> {
    // Fixed-window counters; the limiter weights the previous window to approximate a sliding one.
    await q.query(`
      CREATE TABLE rate_limit_counters (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await q.query(`CREATE INDEX rate_limit_counters_expires ON rate_limit_counters (expires_at)`);

    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'active')),
        confirm_token_hash text,
        confirm_token_expires_at timestamptz,
        unsubscribe_token text NOT NULL UNIQUE,
        subscribed_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        version integer NOT NULL,
        CONSTRAINT newsletter_email_normalised CHECK (email = lower(btrim(email)))
      )`);
    await q.query(`CREATE UNIQUE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (email)`);
    await q.query(`CREATE INDEX newsletter_subscriptions_confirm ON newsletter_subscriptions (confirm_token_hash)`);
    await q.query(`CREATE INDEX newsletter_subscriptions_pending ON newsletter_subscriptions (subscribed_at) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE contact_challenges (
        id uuid PRIMARY KEY,
        question text NOT NULL,
        answer text NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX contact_challenges_expires ON contact_challenges (expires_at)`);

    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        inquiry_type text NOT NULL CHECK (inquiry_type IN ('advertising', 'partnership', 'general')),
        subject text NOT NULL,
        message text NOT NULL,
        received_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX contact_messages_received ON contact_messages (received_at)`);

    await q.query(`
      CREATE TABLE early_access_signups (
        id uuid PRIMARY KEY,
        feature text NOT NULL,
        email text NOT NULL,
        requested_at timestamptz NOT NULL,
        version integer NOT NULL,
        CONSTRAINT early_access_email_normalised CHECK (email = lower(btrim(email))),
        CONSTRAINT early_access_feature_email UNIQUE (feature, email)
      )`);

    // Durable outbox: rows are written in the command's transaction and sent by the dispatcher.
    await q.query(`
      CREATE TABLE outbound_mail (
        id uuid PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        category text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        last_error text,
        transport text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbound_mail_due ON outbound_mail (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['outbound_mail', 'early_access_signups', 'contact_messages', 'contact_challenges', 'newsletter_subscriptions', 'rate_limit_counters']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
