import { MigrationInterface, QueryRunner } from 'typeorm';

/** Events a projector could not apply after its retries (reported in health and the operations log). */
export class ProjectionParkedEvents1795420000000 implements MigrationInterface {
  name = 'ProjectionParkedEvents1795420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_parked_event (
        projector text NOT NULL,
        sequence bigint NOT NULL,
        stream_id text NOT NULL,
        event_type text NOT NULL,
        error text NOT NULL,
        attempts int NOT NULL,
        parked_at timestamptz NOT NULL,
        PRIMARY KEY (projector, sequence)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS projection_parked_event`);
  }
}
