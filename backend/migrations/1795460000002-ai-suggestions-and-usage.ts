import { MigrationInterface, QueryRunner } from 'typeorm';

/** AI description suggestions per event (with their provider) and token usage per provider call. */
export class AiSuggestionsAndUsage1795460000002 implements MigrationInterface {
  name = 'AiSuggestionsAndUsage1795460000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_suggestions (
        id uuid PRIMARY KEY,
        event_id text NOT NULL,
        event_version integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('enhancement', 'variation', 'analysis')),
        text text,
        result jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'flagged', 'applied')),
        fact_issues jsonb NOT NULL DEFAULT '[]',
        provider text NOT NULL,
        model text NOT NULL,
        fallback_reason text,
        created_at timestamptz NOT NULL,
        created_by text NOT NULL,
        applied_at timestamptz,
        applied_by text,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX ai_suggestions_event ON ai_suggestions (event_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE ai_usage (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        task text NOT NULL,
        provider text NOT NULL,
        model text NOT NULL,
        ok boolean NOT NULL,
        error text,
        prompt_tokens integer NOT NULL DEFAULT 0,
        completion_tokens integer NOT NULL DEFAULT 0,
        duration_ms integer NOT NULL DEFAULT 0,
        event_id text,
        actor text NOT NULL
      )`);
    await q.query(`CREATE INDEX ai_usage_at ON ai_usage (at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_usage`);
    await q.query(`DROP TABLE ai_suggestions`);
  }
}
