import { MigrationInterface, QueryRunner } from 'typeorm';

/** Distinct visitors per Smart Search term and UK day, for trending searches (counts only; kept 30 days). */
export class SearchTermDays1795903082414 implements MigrationInterface {
  name = 'SearchTermDays1795903082414';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_term_days (
        day date NOT NULL,
        term text NOT NULL,
        visitors integer NOT NULL,
        PRIMARY KEY (day, term)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_term_days`);
  }
}
