import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter segments (issue 31): a saved audience over subscribers (sign-up sources and a sign-up date range; the
 * subscriber table records no interests, so there is nothing else to select on). A campaign goes to every active
 * subscriber (segment_id null) or to one segment's active members; deleting a segment a campaign used is refused.
 */
export class NewsletterSegments1795914978423 implements MigrationInterface {
  name = 'NewsletterSegments1795914978423';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_segments (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        sources text[],
        signed_up_from date,
        signed_up_to date,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX newsletter_segments_name ON newsletter_segments (lower(name))`);
    await q.query(`ALTER TABLE newsletter_campaigns ADD COLUMN segment_id uuid REFERENCES newsletter_segments (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_campaigns DROP COLUMN segment_id`);
    await q.query(`DROP TABLE newsletter_segments`);
  }
}
