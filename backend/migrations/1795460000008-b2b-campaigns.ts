import { MigrationInterface, QueryRunner } from 'typeorm';

/** B2B marketing campaigns (7 days of scheduled posts) and one row per post for the analytics. */
export class B2bCampaigns1795460000008 implements MigrationInterface {
  name = 'B2bCampaigns1795460000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE b2b_campaigns (
        id uuid PRIMARY KEY,
        campaign_name text NOT NULL,
        target_audience text NOT NULL,
        platforms jsonb NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        target_metrics jsonb NOT NULL,
        posts jsonb NOT NULL,
        provider text NOT NULL,
        model text NOT NULL,
        fallback_reason text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query(`CREATE INDEX b2b_campaigns_created ON b2b_campaigns (created_at DESC)`);
    await q.query(`
      CREATE TABLE b2b_campaign_posts (
        campaign_id uuid NOT NULL REFERENCES b2b_campaigns (id) ON DELETE CASCADE,
        platform text NOT NULL,
        target_audience text NOT NULL,
        scheduled_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX b2b_campaign_posts_campaign ON b2b_campaign_posts (campaign_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE b2b_campaign_posts`);
    await q.query(`DROP TABLE b2b_campaigns`);
  }
}
