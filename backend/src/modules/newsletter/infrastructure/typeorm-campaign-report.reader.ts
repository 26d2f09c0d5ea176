import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CampaignReportData, CampaignReportReader } from '../application/ports/campaign-report.reader.port';
import { CampaignReport } from '../application/campaign-report';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

@Injectable()
export class TypeOrmCampaignReportReader implements CampaignReportReader {
  constructor(private readonly db: DataSource) {}

  async read(id: string): Promise<CampaignReportData | null> {
    const [c] = (await this.db.query(
      `SELECT c.id, c.title, c.subject, c.status, c.tracking, c.started_at, c.completed_at, g.id AS segment_id, g.name AS segment_name
         FROM newsletter_campaigns c LEFT JOIN newsletter_segments g ON g.id = c.segment_id WHERE c.id = $1`,
      [id],
    )) as Array<Record<string, unknown>>;
    if (!c) return null;
    const [n] = (await this.db.query(
      `SELECT count(*)::int AS queued,
              count(*) FILTER (WHERE m.status = 'sent')::int AS delivered,
              count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE m.status = 'bounced')::int AS bounced,
              count(*) FILTER (WHERE m.status IN ('pending', 'sending'))::int AS pending,
              count(r.opened_at)::int AS opened,
              count(r.clicked_at)::int AS clicked
         FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id WHERE r.campaign_id = $1`,
      [id],
    )) as Array<Record<string, number>>;
    const events = (await this.db.query(
      `SELECT 'open' AS kind, opened_at AS at FROM newsletter_campaign_recipients WHERE campaign_id = $1 AND opened_at IS NOT NULL
       UNION ALL
       SELECT 'click', clicked_at FROM newsletter_campaign_recipients WHERE campaign_id = $1 AND clicked_at IS NOT NULL`,
      [id],
    )) as Array<{ kind: 'open' | 'click'; at: Date }>;
    const campaign: CampaignReport['campaign'] = {
      id: String(c.id),
      title: String(c.title),
      subject: String(c.subject),
      status: c.status as CampaignReport['campaign']['status'],
      tracking: Boolean(c.tracking),
      startedAt: iso(c.started_at),
      completedAt: iso(c.completed_at),
      segment: c.segment_id ? { id: String(c.segment_id), name: String(c.segment_name) } : null,
    };
    return { campaign, ...(n as Omit<CampaignReportData, 'campaign' | 'events'>), events: events.map((e) => ({ kind: e.kind, at: new Date(e.at) })) };
  }
}
