import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled publishing of drafts (issue 31): the UTC instant a draft is due to be published, kept on the event row
 * so a schedule survives restarts; the partial index serves the every-minute "what is due" look-up.
 */
export class EventPublishSchedule1795923451241 implements MigrationInterface {
  name = 'EventPublishSchedule1795923451241';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN publish_at timestamptz`);
    await q.query(`CREATE INDEX events_publish_due ON events (publish_at) WHERE publish_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_publish_due`);
    await q.query(`ALTER TABLE events DROP COLUMN publish_at`);
  }
}
