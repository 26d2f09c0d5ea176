import { MigrationInterface, QueryRunner } from 'typeorm';

/** Social posts (any platform, any source), the automation state, platform connections and pending OAuth states. */
export class Social1795460000007 implements MigrationInterface {
  name = 'Social1795460000007';

  async up(q: QueryRunner): Promise<void> {
    // `source` says who wrote the post (admin, scheduler, or later the AI writer); `metrics` are counts fetched back from the platform.
    await q.query(`
      CREATE TABLE social_posts (
        id uuid PRIMARY KEY,
        platform text NOT NULL,
        state text NOT NULL CHECK (state IN ('draft', 'scheduled', 'published', 'failed')),
        source text NOT NULL,
        content text NOT NULL,
        link text,
        event_id uuid,
        scheduled_at timestamptz,
        published_at timestamptz,
        external_id text,
        error text,
        metrics jsonb,
        metrics_fetched_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX social_posts_created ON social_posts (created_at DESC)`);
    await q.query(`CREATE INDEX social_posts_event ON social_posts (platform, event_id, published_at)`);
    await q.query(`CREATE INDEX social_posts_scheduled ON social_posts (platform, scheduled_at)`);

    await q.query(`
      CREATE TABLE social_automation (
        id text PRIMARY KEY,
        state text NOT NULL CHECK (state IN ('active', 'paused', 'stopped')),
        changed_at timestamptz,
        changed_by text,
        version integer NOT NULL
      )`);

    // Tokens are AES-256-GCM ciphertexts (TOKEN_ENCRYPTION_KEY); never plain text.
    await q.query(`
      CREATE TABLE social_connections (
        platform text PRIMARY KEY,
        open_id text NOT NULL,
        display_name text,
        scope text NOT NULL,
        access_token_enc text NOT NULL,
        access_expires_at timestamptz NOT NULL,
        refresh_token_enc text NOT NULL,
        refresh_expires_at timestamptz NOT NULL,
        connected_at timestamptz NOT NULL,
        refreshed_at timestamptz,
        version integer NOT NULL
      )`);

    // One row per started authorisation: the state is single-use and short-lived; the PKCE verifier is encrypted.
    await q.query(`
      CREATE TABLE social_oauth_states (
        state_hash text PRIMARY KEY,
        platform text NOT NULL,
        code_verifier_enc text NOT NULL,
        started_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['social_oauth_states', 'social_connections', 'social_automation', 'social_posts']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
