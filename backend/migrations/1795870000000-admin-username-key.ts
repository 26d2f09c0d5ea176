import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usernames are looked up and kept unique by one canonical form computed in the domain (NFKC + case fold),
 * not by PostgreSQL's locale-dependent lower(): the sign-in throttle keys on the same form.
 */
/** canonicalUsername as of this migration (a migration must not change with later code). */
const canonicalUsername = (raw: string) => raw.trim().normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');

export class AdminUsernameKey1795870000000 implements MigrationInterface {
  name = 'AdminUsernameKey1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users ADD COLUMN username_key text`);
    const rows: Array<{ id: string; username: string }> = await q.query(`SELECT id, username FROM admin_users`);
    for (const row of rows) await q.query(`UPDATE admin_users SET username_key = $2 WHERE id = $1`, [row.id, canonicalUsername(row.username)]);
    await q.query(`ALTER TABLE admin_users ALTER COLUMN username_key SET NOT NULL`);
    await q.query(`DROP INDEX admin_users_username_key`);
    await q.query(`CREATE UNIQUE INDEX admin_users_username_key ON admin_users (username_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin_users_username_key`);
    await q.query(`CREATE UNIQUE INDEX admin_users_username_key ON admin_users (lower(username))`);
    await q.query(`ALTER TABLE admin_users DROP COLUMN username_key`);
  }
}
