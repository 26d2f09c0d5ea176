import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail alerts for a search (issue 29): addresses, their alerts, the stored searches (one row per distinct search,
 * keyed by its feed path), what the projection matched, and what was mailed (never the same event twice per alert).
 */
export class SearchAlerts1795886883496 implements MigrationInterface {
  name = 'SearchAlerts1795886883496';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE alert_addresses (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        last_opened_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE alert_searches (
        id text PRIMARY KEY,
        search jsonb NOT NULL,
        seq bigserial NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX alert_searches_seq ON alert_searches (seq)`);
    await q.query(`
      CREATE TABLE alerts (
        id uuid PRIMARY KEY,
        address_id uuid NOT NULL REFERENCES alert_addresses(id) ON DELETE CASCADE,
        search_id text NOT NULL REFERENCES alert_searches(id),
        label text NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('instant', 'weekly')),
        status text NOT NULL CHECK (status IN ('pending', 'active', 'paused')),
        confirm_token_hash text UNIQUE,
        confirm_expires_at timestamptz,
        unsubscribe_token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        last_mailed_at timestamptz,
        mails_sent integer NOT NULL DEFAULT 0,
        UNIQUE (address_id, search_id)
      )`);
    await q.query(`CREATE INDEX alerts_by_search ON alerts (search_id) WHERE status = 'active'`);
    await q.query(`CREATE INDEX alerts_pending ON alerts (created_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE alert_search_matches (
        search_id text NOT NULL REFERENCES alert_searches(id) ON DELETE CASCADE,
        event_id text NOT NULL,
        matched_at timestamptz NOT NULL,
        PRIMARY KEY (search_id, event_id)
      )`);
    await q.query(`CREATE INDEX alert_search_matches_recent ON alert_search_matches (search_id, matched_at)`);
    await q.query(`
      CREATE TABLE alert_deliveries (
        alert_id uuid NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
        event_id text NOT NULL,
        mail_id uuid, -- null: the event was no longer listed when the mail was built (nothing sent for it)
        PRIMARY KEY (alert_id, event_id)
      )`);
    // Mails sent survive the deletion of the addresses they went to (the admin's count, nothing personal).
    await q.query(`CREATE TABLE alert_counters (name text PRIMARY KEY, value bigint NOT NULL)`);
    await q.query(`INSERT INTO alert_counters (name, value) VALUES ('mails_sent', 0)`);
    await q.query(`CREATE TABLE alert_secrets (name text PRIMARY KEY, value text NOT NULL)`);
    await q.query(
      `INSERT INTO alert_secrets (name, value) VALUES ('manage-link', encode(sha256((gen_random_uuid()::text || clock_timestamp()::text || random()::text)::bytea), 'hex'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['alert_secrets', 'alert_counters', 'alert_deliveries', 'alert_search_matches', 'alerts', 'alert_searches', 'alert_addresses'])
      await q.query(`DROP TABLE ${t}`);
  }
}
