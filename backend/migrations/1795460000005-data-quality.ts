import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data quality: every check of an event link (a link is removed only after failing on two runs a day apart,
 * so the history is kept) and each event's latest authenticity score with the signals behind it.
 */
export class DataQuality1795460000005 implements MigrationInterface {
  name = 'DataQuality1795460000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE link_checks (
        id bigserial PRIMARY KEY,
        url text NOT NULL,
        checked_at timestamptz NOT NULL,
        verdict text NOT NULL CHECK (verdict IN ('ok', 'dead', 'inconclusive')),
        status integer,
        error text
      )`);
    await q.query(`CREATE INDEX link_checks_url ON link_checks (url, checked_at DESC)`);
    await q.query(`
      CREATE TABLE event_authenticity (
        event_id uuid PRIMARY KEY,
        confidence integer NOT NULL CHECK (confidence BETWEEN 0 AND 100),
        platform text NOT NULL,
        signals jsonb NOT NULL,
        checked_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS event_authenticity`);
    await q.query(`DROP TABLE IF EXISTS link_checks`);
  }
}
