import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { B2bCampaignRepository, CampaignTotals } from '../application/ports/b2b-campaign.repository.port';
import { B2bCampaign } from '../domain/b2b-campaign.aggregate';
import { B2bCampaignMapper, Row } from './b2b-campaign.mapper';

const COLUMNS = `id, campaign_name, target_audience, platforms, start_date, end_date, target_metrics, posts, provider, model, fallback_reason,
  created_by, created_at, version`;

@Injectable()
export class SqlB2bCampaignRepository extends B2bCampaignRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(tx: Transaction, c: B2bCampaign): Promise<void> {
    const m = entityManagerOf(tx);
    const s = c.state;
    const posts = s.posts.map((p) => ({ ...p, scheduledTime: p.scheduledTime.toISOString() }));
    await saveAggregate(m, c, async () => {
      await m.query(`INSERT INTO b2b_campaigns (${COLUMNS}) VALUES ($1,$2,$3,$4::jsonb,$5,$6,$7::jsonb,$8::jsonb,$9,$10,$11,$12,$13,$14)`, [
        c.id,
        s.campaignName,
        s.targetAudience,
        JSON.stringify(s.platforms),
        s.startDate,
        s.endDate,
        JSON.stringify(s.targetMetrics),
        JSON.stringify(posts),
        s.provider,
        s.model,
        s.fallbackReason,
        s.createdBy,
        s.createdAt,
        c.version,
      ]);
      // One row per scheduled post: the analytics count them without unpacking JSON.
      for (const p of s.posts)
        await m.query(`INSERT INTO b2b_campaign_posts (campaign_id, platform, target_audience, scheduled_at) VALUES ($1,$2,$3,$4)`, [
          c.id,
          p.platform,
          p.targetAudience,
          p.scheduledTime,
        ]);
    });
  }

  async list(limit: number, offset: number): Promise<{ items: B2bCampaign[]; total: number }> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS}, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, count(*) OVER () AS total
         FROM b2b_campaigns ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { items: rows.map((r) => B2bCampaignMapper.toDomain(r)), total: rows.length ? Number(rows[0]!.total) : 0 };
  }

  async totals(now: Date): Promise<CampaignTotals> {
    const [head] = await this.db.query(
      `SELECT (SELECT count(*) FROM b2b_campaigns)::int AS campaigns, (SELECT max(created_at) FROM b2b_campaigns) AS last,
              count(*)::int AS posts, (count(*) FILTER (WHERE scheduled_at > $1))::int AS upcoming FROM b2b_campaign_posts`,
      [now],
    );
    const group = (column: string): Promise<Row[]> =>
      this.db.query(
        `SELECT ${column} AS key, count(DISTINCT campaign_id)::int AS campaigns, count(*)::int AS posts FROM b2b_campaign_posts GROUP BY ${column} ORDER BY posts DESC, key`,
      );
    const [byAudience, byPlatform] = await Promise.all([group('target_audience'), group('platform')]);
    const rows = (rs: Row[]) => rs.map((r) => ({ key: String(r.key), campaigns: Number(r.campaigns), posts: Number(r.posts) }));
    return {
      campaigns: Number(head.campaigns),
      postsScheduled: Number(head.posts),
      postsUpcoming: Number(head.upcoming),
      byAudience: rows(byAudience),
      byPlatform: rows(byPlatform),
      lastCampaignAt: head.last ? new Date(head.last) : null,
    };
  }
}
