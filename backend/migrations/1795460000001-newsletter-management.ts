import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter management (issue 11): the one subscriber table gains staff states and a source; campaigns with one
 * row per recipient (its outbox mail), templates, settings and tracking counts. Outbox rows may end as `bounced`
 * (a permanent 5xx SMTP answer).
 */
export class NewsletterManagement1795460000001 implements MigrationInterface {
  name = 'NewsletterManagement1795460000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscriptions DROP CONSTRAINT IF EXISTS newsletter_subscriptions_status_check`);
    await q.query(`ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_status_check
      CHECK (status IN ('pending', 'active', 'inactive', 'unsubscribed', 'bounced'))`);
    await q.query(`ALTER TABLE newsletter_subscriptions ADD COLUMN source text NOT NULL DEFAULT 'website' CHECK (source IN ('website', 'admin', 'import'))`);
    await q.query(`ALTER TABLE newsletter_subscriptions ADD COLUMN updated_at timestamptz`);
    await q.query(`UPDATE newsletter_subscriptions SET updated_at = coalesce(confirmed_at, subscribed_at)`);
    await q.query(`ALTER TABLE newsletter_subscriptions ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now()`);
    await q.query(`CREATE INDEX newsletter_subscriptions_listing ON newsletter_subscriptions (subscribed_at DESC, id)`);
    await q.query(`CREATE INDEX newsletter_subscriptions_status_listing ON newsletter_subscriptions (status, subscribed_at DESC, id)`);
    await q.query(`CREATE INDEX newsletter_subscriptions_status_email ON newsletter_subscriptions (status, email)`);

    await q.query(`ALTER TABLE outbound_mail DROP CONSTRAINT IF EXISTS outbound_mail_status_check`);
    await q.query(`ALTER TABLE outbound_mail ADD CONSTRAINT outbound_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'bounced'))`);
    await q.query(`CREATE INDEX outbound_mail_created ON outbound_mail (created_at DESC)`);

    await q.query(`
      CREATE TABLE newsletter_templates (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        subject text NOT NULL,
        type text NOT NULL,
        content text NOT NULL,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);

    await q.query(`
      CREATE TABLE newsletter_campaigns (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        subject text NOT NULL,
        content text NOT NULL,
        sender_name text NOT NULL,
        sender_email text NOT NULL,
        template_id uuid REFERENCES newsletter_templates (id) ON DELETE SET NULL,
        status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
        origin text NOT NULL DEFAULT 'admin' CHECK (origin IN ('admin', 'digest')),
        tracking boolean NOT NULL DEFAULT false,
        scheduled_at timestamptz,
        started_at timestamptz,
        completed_at timestamptz,
        recipient_count integer NOT NULL DEFAULT 0,
        open_count integer NOT NULL DEFAULT 0,
        click_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX newsletter_campaigns_created ON newsletter_campaigns (created_at DESC)`);
    await q.query(`CREATE INDEX newsletter_campaigns_due ON newsletter_campaigns (scheduled_at) WHERE status = 'scheduled'`);

    // One row per (campaign, subscriber): the primary key is the idempotency of the fan-out.
    await q.query(`
      CREATE TABLE newsletter_campaign_recipients (
        campaign_id uuid NOT NULL REFERENCES newsletter_campaigns (id) ON DELETE CASCADE,
        subscriber_id uuid NOT NULL,
        mail_id uuid NOT NULL,
        opened_at timestamptz,
        clicked_at timestamptz,
        PRIMARY KEY (campaign_id, subscriber_id)
      )`);
    await q.query(`CREATE INDEX newsletter_campaign_recipients_mail ON newsletter_campaign_recipients (mail_id)`);

    // The HMAC key of tracking links, made once per installation (every instance shares it).
    await q.query(`CREATE TABLE newsletter_secrets (name text PRIMARY KEY, value text NOT NULL)`);
    await q.query(
      `INSERT INTO newsletter_secrets (name, value) VALUES ('tracking', encode(sha256((gen_random_uuid()::text || clock_timestamp()::text || random()::text)::bytea), 'hex'))`,
    );

    await q.query(`
      CREATE TABLE newsletter_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['newsletter_secrets', 'newsletter_settings', 'newsletter_campaign_recipients', 'newsletter_campaigns', 'newsletter_templates'])
      await q.query(`DROP TABLE ${t}`);
    await q.query(`DROP INDEX outbound_mail_created`);
    await q.query(`ALTER TABLE outbound_mail DROP CONSTRAINT outbound_mail_status_check`);
    await q.query(`ALTER TABLE outbound_mail ADD CONSTRAINT outbound_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'))`);
    await q.query(`DROP INDEX newsletter_subscriptions_listing`);
    await q.query(`DROP INDEX newsletter_subscriptions_status_listing`);
    await q.query(`DROP INDEX newsletter_subscriptions_status_email`);
    await q.query(`ALTER TABLE newsletter_subscriptions DROP COLUMN updated_at`);
    await q.query(`ALTER TABLE newsletter_subscriptions DROP COLUMN source`);
    await q.query(`ALTER TABLE newsletter_subscriptions DROP CONSTRAINT newsletter_subscriptions_status_check`);
    await q.query(`ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_status_check CHECK (status IN ('pending', 'active'))`);
  }
}
