import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox channel: a post can be marked sandbox, and publishing it stores what would have been posted (text, link,
 * image, the platform's formatting) here instead of calling the platform. No foreign key: the delivery is written while
 * the publisher holds the post's row lock, and a key check would wait on that lock.
 */
export class SocialSandbox1795906248566 implements MigrationInterface {
  name = 'SocialSandbox1795906248566';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE social_posts ADD COLUMN sandbox boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE social_sandbox_deliveries (
        post_id uuid PRIMARY KEY,
        platform text NOT NULL,
        text text NOT NULL,
        link text,
        image_url text,
        formatted jsonb NOT NULL,
        delivered_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX social_posts_queue ON social_posts ((coalesce(published_at, scheduled_at))) WHERE state IN ('scheduled', 'published')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS social_posts_queue`);
    await q.query(`DROP TABLE IF EXISTS social_sandbox_deliveries`);
    await q.query(`ALTER TABLE social_posts DROP COLUMN IF EXISTS sandbox`);
  }
}
