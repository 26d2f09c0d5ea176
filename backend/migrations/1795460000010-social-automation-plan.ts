import { MigrationInterface, QueryRunner } from 'typeorm';

/** The automation plan's posts: one per slot (platform, format and instant), and Instagram stories beside feed posts. */
export class SocialAutomationPlan1795460000010 implements MigrationInterface {
  name = 'SocialAutomationPlan1795460000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE social_posts ADD COLUMN format text NOT NULL DEFAULT 'feed' CHECK (format IN ('feed', 'story'))`);
    // Exactly one post per plan slot, across instances and restarts.
    await q.query(`ALTER TABLE social_posts ADD COLUMN plan_slot text`);
    await q.query(`CREATE UNIQUE INDEX social_posts_plan_slot ON social_posts (plan_slot) WHERE plan_slot IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS social_posts_plan_slot`);
    await q.query(`ALTER TABLE social_posts DROP COLUMN IF EXISTS plan_slot`);
    await q.query(`ALTER TABLE social_posts DROP COLUMN IF EXISTS format`);
  }
}
