import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event discovery: each run (progress and outcome, polled by the admin tool) and the provenance of every event a run
 * imported. `source_key` is unique, so a second run can never import the same found event twice.
 */
export class Discovery1795460000003 implements MigrationInterface {
  name = 'Discovery1795460000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discovery_runs (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        trigger text NOT NULL,
        actor text NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'complete', 'error')),
        phase text NOT NULL,
        progress integer NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        result jsonb,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX discovery_runs_started ON discovery_runs (started_at DESC)`);
    await q.query(`
      CREATE TABLE event_provenance (
        event_id uuid PRIMARY KEY,
        source text NOT NULL,
        source_key text NOT NULL,
        url text,
        fetched_at timestamptz NOT NULL,
        run_id uuid NOT NULL,
        imported_as text NOT NULL CHECK (imported_as IN ('draft', 'published'))
      )`);
    await q.query(`CREATE UNIQUE INDEX event_provenance_source_key ON event_provenance (source_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS event_provenance`);
    await q.query(`DROP TABLE IF EXISTS discovery_runs`);
  }
}
