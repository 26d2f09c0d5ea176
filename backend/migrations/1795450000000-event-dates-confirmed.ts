import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether an event's dates were stated (true) or are an estimate from its typical month (false). */
export class EventDatesConfirmed1795450000000 implements MigrationInterface {
  name = 'EventDatesConfirmed1795450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN dates_confirmed boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN dates_confirmed`);
  }
}
