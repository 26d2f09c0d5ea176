import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each admin's saved list filters (the events list, the operations log), gone with the admin. */
export class AdminSavedViews1795901989402 implements MigrationInterface {
  name = 'AdminSavedViews1795901989402';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_saved_views (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        area text NOT NULL,
        name text NOT NULL,
        query jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX admin_saved_views_name ON admin_saved_views (admin_id, area, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_saved_views`);
  }
}
