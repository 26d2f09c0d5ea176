import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner API keys: only the SHA-256 of each key is kept (the key itself is shown once, when issued). A key is
 * 32 random bytes, so a fast hash is enough: there is nothing to guess, unlike a password.
 */
export class PartnerApiKeys1795902768732 implements MigrationInterface {
  name = 'PartnerApiKeys1795902768732';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE partner_api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        key_prefix text NOT NULL,
        requests_per_minute integer NOT NULL,
        request_count bigint NOT NULL DEFAULT 0,
        last_used_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    // The sync feed pages through the event stream type by sequence.
    await q.query(`CREATE INDEX IF NOT EXISTS event_log_stream_type_sequence ON event_log (stream_type, sequence)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS event_log_stream_type_sequence`);
    await q.query(`DROP TABLE partner_api_keys`);
  }
}
