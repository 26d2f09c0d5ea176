import { MigrationInterface, QueryRunner } from 'typeorm';

/** The last scheduled occurrence each job ran, so several app instances run each occurrence once. */
export class JobSchedule1795420000001 implements MigrationInterface {
  name = 'JobSchedule1795420000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE job_schedule (job text PRIMARY KEY, last_occurrence timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_schedule`);
  }
}
