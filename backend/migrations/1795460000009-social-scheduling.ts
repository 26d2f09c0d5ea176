import { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved AI items (one per platform and text) and the scheduled-posts job's look-up of due posts. */
export class SocialScheduling1795460000009 implements MigrationInterface {
  name = 'SocialScheduling1795460000009';

  async up(q: QueryRunner): Promise<void> {
    // SHA-256 of a saved AI item's text: saving the same item twice answers 409 instead of a silent duplicate.
    await q.query(`ALTER TABLE social_posts ADD COLUMN content_hash text`);
    await q.query(`CREATE UNIQUE INDEX social_posts_saved_item ON social_posts (platform, content_hash) WHERE content_hash IS NOT NULL`);
    await q.query(`CREATE INDEX social_posts_due ON social_posts (scheduled_at) WHERE state = 'scheduled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS social_posts_due`);
    await q.query(`DROP INDEX IF EXISTS social_posts_saved_item`);
    await q.query(`ALTER TABLE social_posts DROP COLUMN IF EXISTS content_hash`);
  }
}
