import { MigrationInterface, QueryRunner } from 'typeorm';

/** A third role, marketer: the newsletter, social and B2B tools without the catalogue (identity/application/admin-areas.ts). */
export class AdminMarketerRole1795877900000 implements MigrationInterface {
  name = 'AdminMarketerRole1795877900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT IF EXISTS admin_users_role_check`);
    await q.query(`ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('owner', 'editor', 'marketer'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE admin_users SET role = 'editor' WHERE role = 'marketer'`);
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT IF EXISTS admin_users_role_check`);
    await q.query(`ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('owner', 'editor'))`);
  }
}
