import { MigrationInterface, QueryRunner } from 'typeorm';

/** Venues as their own records (issue 30): the write model of the venues module; the catalogue read model shows them. */
export class Venues1795904122362 implements MigrationInterface {
  name = 'Venues1795904122362';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE venues (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        names text[] NOT NULL,
        address text NOT NULL,
        town text NOT NULL,
        region text NOT NULL,
        latitude double precision,
        longitude double precision,
        website text,
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE venues`);
  }
}
