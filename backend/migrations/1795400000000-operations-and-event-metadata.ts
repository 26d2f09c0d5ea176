import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who caused each event (event_log.metadata) and the operations log of admin actions and jobs. */
export class OperationsAndEventMetadata1795400000000 implements MigrationInterface {
  name = 'OperationsAndEventMetadata1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event_log ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`
      CREATE TABLE operation_log (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        actor text NOT NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        success boolean,
        message text NOT NULL DEFAULT '',
        data jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX operation_log_started ON operation_log (started_at DESC, id DESC)`);
    await q.query(`CREATE INDEX operation_log_kind ON operation_log (kind, started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS operation_log`);
    await q.query(`ALTER TABLE event_log DROP COLUMN IF EXISTS metadata`);
  }
}
