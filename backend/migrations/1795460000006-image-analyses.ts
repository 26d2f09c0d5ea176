import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored image figures: the latest analysis of each event's image (re-done when the URL changes) and every
 * enhancement the image tools applied or settled on (the event's own history holds the change itself).
 */
export class ImageAnalyses1795460000006 implements MigrationInterface {
  name = 'ImageAnalyses1795460000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE image_analyses (
        event_id uuid PRIMARY KEY,
        image_url text NOT NULL,
        analysed_at timestamptz NOT NULL,
        score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
        preserved boolean NOT NULL,
        organiser boolean NOT NULL,
        stock boolean NOT NULL,
        placeholder boolean NOT NULL,
        broken boolean NOT NULL,
        reason text NOT NULL,
        metrics jsonb
      )`);
    await q.query(`
      CREATE TABLE image_enhancements (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        source text NOT NULL,
        confidence real NOT NULL,
        previous_url text,
        new_url text,
        applied boolean NOT NULL,
        reasoning text NOT NULL,
        actor text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX image_enhancements_event ON image_enhancements (event_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE image_enhancements`);
    await q.query(`DROP TABLE image_analyses`);
  }
}
