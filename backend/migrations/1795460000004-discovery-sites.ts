import { MigrationInterface, QueryRunner } from 'typeorm';

/** Organiser and venue websites staff add for discovery to crawl (besides DISCOVERY_SITES), each with its trust. */
export class DiscoverySites1795460000004 implements MigrationInterface {
  name = 'DiscoverySites1795460000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discovery_sites (
        id uuid PRIMARY KEY,
        url text NOT NULL,
        publish boolean NOT NULL DEFAULT false,
        added_by text NOT NULL,
        added_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX discovery_sites_url_key ON discovery_sites (url)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS discovery_sites`);
  }
}
