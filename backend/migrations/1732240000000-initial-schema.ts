import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_log (
        sequence bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        stream_type text NOT NULL,
        version integer NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_log_stream_version UNIQUE (stream_id, version)
      )`);
    await q.query(`CREATE TABLE relay_checkpoint (name text PRIMARY KEY, position bigint NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`
      CREATE TABLE projector_checkpoint (
        projector text PRIMARY KEY,
        generation text NOT NULL,
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        icon text NOT NULL,
        color text NOT NULL,
        description text NOT NULL DEFAULT '',
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL,
        image_url text,
        category text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        venue text NOT NULL,
        city text NOT NULL,
        region text NOT NULL,
        latitude double precision,
        longitude double precision,
        price_text text,
        min_price_pence integer,
        is_free boolean NOT NULL DEFAULT false,
        ticket_url text,
        featured boolean NOT NULL DEFAULT false,
        status text NOT NULL,
        source text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_dates CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX events_status_start ON events (status, start_date)`);
    await q.query(`
      CREATE TABLE news_items (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        category text NOT NULL,
        image_url text,
        tags text[] NOT NULL DEFAULT '{}',
        source text NOT NULL,
        external_url text,
        festival_id uuid,
        published_at timestamptz NOT NULL,
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['news_items', 'events', 'categories', 'projector_checkpoint', 'relay_checkpoint', 'event_log']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
