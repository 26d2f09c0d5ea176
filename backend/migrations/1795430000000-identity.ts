import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin accounts, their server-side sessions (the connect-pg-simple table, created here rather than by the
 * library at run time) and identity secrets (the session-cookie signing key shared by every app instance).
 */
export class Identity1795430000000 implements MigrationInterface {
  name = 'Identity1795430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'editor')),
        disabled boolean NOT NULL DEFAULT false,
        requires_password_change boolean NOT NULL DEFAULT false,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX admin_users_username_key ON admin_users (lower(username))`);
    await q.query(`
      CREATE TABLE admin_sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess jsonb NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_sessions_expire ON admin_sessions (expire)`);
    // Ending every session of one admin (disabled, password reset) looks sessions up by admin id.
    await q.query(`CREATE INDEX admin_sessions_admin ON admin_sessions ((sess -> 'admin' ->> 'id'))`);
    await q.query(`CREATE TABLE identity_secrets (name text PRIMARY KEY, value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS identity_secrets`);
    await q.query(`DROP TABLE IF EXISTS admin_sessions`);
    await q.query(`DROP TABLE IF EXISTS admin_users`);
  }
}
