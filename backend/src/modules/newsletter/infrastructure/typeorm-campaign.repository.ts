import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import {
  CampaignOutcome,
  CampaignRepository,
  CampaignStats,
  CampaignSummary,
  Recipient,
  RecipientOutcome,
} from '../application/ports/campaign.repository.port';
import { Campaign } from '../domain/campaign.aggregate';
import { CampaignMapper } from './campaign.mapper';
import { SEGMENT_MEMBER } from './segment-members.sql';

/** Every active subscriber ($1 null) or the active members of segment $1. */
const AUDIENCE = `LEFT JOIN newsletter_segments g ON g.id = $1::uuid
  WHERE s.status = 'active' AND ($1::uuid IS NULL OR (g.id IS NOT NULL AND ${SEGMENT_MEMBER}))`;

const COLUMNS = `id, title, subject, content, sender_name, sender_email, template_id, status, origin, tracking, scheduled_at, started_at, completed_at,
  recipient_count, open_count, click_count, created_at, updated_at, version`;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Outcome per campaign from the outbox rows of its recipients (the mails are the record of delivery). */
const OUTCOME = `
  SELECT r.campaign_id,
         count(*)::int AS recipients,
         count(*) FILTER (WHERE m.status = 'sent')::int AS sent,
         count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
         count(*) FILTER (WHERE m.status = 'bounced')::int AS bounced,
         count(*) FILTER (WHERE m.status IN ('pending', 'sending'))::int AS pending,
         count(*) FILTER (WHERE m.uncertain_at IS NOT NULL)::int AS uncertain
    FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id`;

@Injectable()
export class TypeOrmCampaignRepository extends CampaignRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async insert(tx: Transaction, c: Campaign): Promise<void> {
    const m = entityManagerOf(tx);
    const s = c.state;
    await m.query(
      `INSERT INTO newsletter_campaigns (id, title, subject, content, sender_name, sender_email, template_id, status, origin, tracking, scheduled_at, started_at, completed_at, recipient_count, created_at, updated_at, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        c.id,
        s.title,
        s.subject,
        s.content,
        s.senderName,
        s.senderEmail,
        s.templateId,
        s.status,
        s.origin,
        s.tracking,
        s.scheduledAt,
        s.startedAt,
        s.completedAt,
        s.recipientCount,
        s.createdAt,
        s.updatedAt,
        c.version,
      ],
    );
    await appendToEventLog(m, c.streamType, c.id, c.loadedVersion, c.pendingEvents);
  }

  async load(tx: Transaction, id: string): Promise<Campaign | null> {
    const rows: Array<Record<string, unknown>> = await entityManagerOf(tx).query(`SELECT ${COLUMNS} FROM newsletter_campaigns WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? CampaignMapper.toDomain(rows[0]) : null;
  }

  async save(tx: Transaction, c: Campaign): Promise<void> {
    if (c.pendingEvents.length === 0) return;
    const m = entityManagerOf(tx);
    const s = c.state;
    await m.query(
      `UPDATE newsletter_campaigns SET title = $2, subject = $3, content = $4, sender_name = $5, sender_email = $6, template_id = $7, status = $8, tracking = $9,
         scheduled_at = $10, started_at = $11, completed_at = $12, recipient_count = $13, updated_at = $14, version = $15 WHERE id = $1`,
      [
        c.id,
        s.title,
        s.subject,
        s.content,
        s.senderName,
        s.senderEmail,
        s.templateId,
        s.status,
        s.tracking,
        s.scheduledAt,
        s.startedAt,
        s.completedAt,
        s.recipientCount,
        s.updatedAt,
        c.version,
      ],
    );
    await appendToEventLog(m, c.streamType, c.id, c.loadedVersion, c.pendingEvents);
  }

  async activeRecipients(tx: Transaction, afterId: string, limit: number, segmentId: string | null = null): Promise<Recipient[]> {
    const rows: Array<{ id: string; email: string; unsubscribe_token: string }> = await entityManagerOf(tx).query(
      `SELECT s.id, s.email, s.unsubscribe_token FROM newsletter_subscriptions s ${AUDIENCE} AND s.id > $2::uuid ORDER BY s.id LIMIT $3`,
      [segmentId, afterId, limit],
    );
    return rows.map((r) => ({ subscriberId: r.id, email: r.email, unsubscribeToken: r.unsubscribe_token }));
  }

  async countActive(tx: Transaction, segmentId: string | null = null): Promise<number> {
    const [row] = await entityManagerOf(tx).query(`SELECT count(*)::int AS n FROM newsletter_subscriptions s ${AUDIENCE}`, [segmentId]);
    return row.n;
  }

  async segmentOf(tx: Transaction, id: string): Promise<string | null> {
    const [row] = await entityManagerOf(tx).query(`SELECT segment_id FROM newsletter_campaigns WHERE id = $1`, [id]);
    return row?.segment_id ?? null;
  }

  async setSegment(tx: Transaction, id: string, segmentId: string | null): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE newsletter_campaigns SET segment_id = $2 WHERE id = $1`, [id, segmentId]);
  }

  async addRecipients(tx: Transaction, campaignId: string, pairs: Array<{ subscriberId: string; mailId: string }>): Promise<void> {
    if (pairs.length === 0) return;
    await entityManagerOf(tx).query(
      `INSERT INTO newsletter_campaign_recipients (campaign_id, subscriber_id, mail_id)
       SELECT $1, s, m FROM unnest($2::uuid[], $3::uuid[]) AS t(s, m) ON CONFLICT DO NOTHING`,
      [campaignId, pairs.map((p) => p.subscriberId), pairs.map((p) => p.mailId)],
    );
  }

  async recipientOutcomes(id: string, status: RecipientOutcome['status'] | null, limit: number, offset: number) {
    const where = `r.campaign_id = $1 AND ($2::text IS NULL OR m.status = $2)`;
    const [rows, [{ n }]] = await Promise.all([
      this.db.query(
        `SELECT m.to_address, m.status, m.last_error, m.attempts, m.sent_at, m.uncertain_at FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id
          WHERE ${where} ORDER BY (m.status = 'sent'), m.to_address LIMIT $3 OFFSET $4`,
        [id, status, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS n FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id WHERE ${where}`, [id, status]),
    ]);
    const items: RecipientOutcome[] = (rows as Array<Record<string, unknown>>).map((r) => ({
      email: String(r.to_address),
      status: r.status as RecipientOutcome['status'],
      reason: (r.last_error as string) ?? null,
      attempts: Number(r.attempts),
      sentAt: iso(r.sent_at),
      uncertain: r.uncertain_at != null,
    }));
    return { items, total: n as number };
  }

  async outcome(id: string): Promise<CampaignOutcome> {
    const [row] = await this.db.query(`${OUTCOME} WHERE r.campaign_id = $1 GROUP BY r.campaign_id`, [id]);
    const [counts] = await this.db.query(`SELECT open_count, click_count FROM newsletter_campaigns WHERE id = $1`, [id]);
    return {
      recipients: row?.recipients ?? 0,
      sent: row?.sent ?? 0,
      failed: row?.failed ?? 0,
      bounced: row?.bounced ?? 0,
      pending: row?.pending ?? 0,
      uncertain: row?.uncertain ?? 0,
      opens: Number(counts?.open_count ?? 0),
      clicks: Number(counts?.click_count ?? 0),
    };
  }

  async list(limit: number): Promise<CampaignSummary[]> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `WITH c AS (SELECT ${COLUMNS} FROM newsletter_campaigns ORDER BY created_at DESC, id DESC LIMIT $1),
            o AS (${OUTCOME} WHERE r.campaign_id IN (SELECT id FROM c) GROUP BY r.campaign_id)
       SELECT c.*, o.recipients, o.sent, o.failed, o.bounced, o.pending, o.uncertain FROM c LEFT JOIN o ON o.campaign_id = c.id ORDER BY c.created_at DESC, c.id DESC`,
      [limit],
    );
    return rows.map(toSummary);
  }

  async summary(id: string): Promise<CampaignSummary | null> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT c.*, o.recipients, o.sent, o.failed, o.bounced, o.pending, o.uncertain
         FROM newsletter_campaigns c LEFT JOIN (${OUTCOME} WHERE r.campaign_id = $1 GROUP BY r.campaign_id) o ON o.campaign_id = c.id WHERE c.id = $1`,
      [id],
    );
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async dueScheduled(now: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM newsletter_campaigns WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  async sending(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM newsletter_campaigns WHERE status = 'sending' ORDER BY started_at`);
    return rows.map((r) => r.id);
  }

  async markBounced(tx: Transaction, campaignId: string, now: Date): Promise<number> {
    const [, n] = (await entityManagerOf(tx).query(
      `UPDATE newsletter_subscriptions s SET status = 'bounced', updated_at = $2
         FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id
        WHERE r.campaign_id = $1 AND r.subscriber_id = s.id AND m.status = 'bounced' AND s.status = 'active'`,
      [campaignId, now],
    )) as [unknown, number];
    return Number(n);
  }

  async stats(): Promise<CampaignStats> {
    const [c] = await this.db.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM newsletter_campaigns`);
    const [m] = await this.db.query(
      `SELECT count(*) FILTER (WHERE m.status = 'bounced')::int AS bounced, count(*) FILTER (WHERE m.status IN ('sent', 'failed', 'bounced'))::int AS done
         FROM newsletter_campaign_recipients r JOIN outbound_mail m ON m.id = r.mail_id`,
    );
    const bounceRate = m.done === 0 ? 0 : Math.round((m.bounced / m.done) * 1000) / 10;
    return { totalCampaigns: c.total, sentCampaigns: c.sent, bounceRate };
  }

  async touchTemplate(tx: Transaction, templateId: string, now: Date): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE newsletter_templates SET last_used_at = $2 WHERE id = $1`, [templateId, now]);
  }

  async trackingKey(): Promise<string> {
    const [row] = await this.db.query(`SELECT value FROM newsletter_secrets WHERE name = 'tracking'`);
    return String(row.value);
  }

  recordOpen(campaignId: string, subscriberId: string, now: Date) {
    return this.recordFirst('opened_at', 'open_count', campaignId, subscriberId, now);
  }

  recordClick(campaignId: string, subscriberId: string, now: Date) {
    return this.recordFirst('clicked_at', 'click_count', campaignId, subscriberId, now);
  }

  /** Unique opens and clicks: the first per recipient counts (mail clients re-fetch pixels). */
  private async recordFirst(column: 'opened_at' | 'clicked_at', counter: 'open_count' | 'click_count', campaignId: string, subscriberId: string, now: Date) {
    return this.db.transaction(async (m) => {
      const [first] = (await m.query(
        `UPDATE newsletter_campaign_recipients SET ${column} = $3 WHERE campaign_id = $1 AND subscriber_id = $2 AND ${column} IS NULL RETURNING 1`,
        [campaignId, subscriberId, now],
      )) as [unknown[], number];
      if (first.length > 0) {
        await m.query(`UPDATE newsletter_campaigns SET ${counter} = ${counter} + 1 WHERE id = $1`, [campaignId]);
        return true;
      }
      const known = await m.query(`SELECT 1 FROM newsletter_campaign_recipients WHERE campaign_id = $1 AND subscriber_id = $2`, [campaignId, subscriberId]);
      return known.length > 0;
    });
  }
}

function toSummary(r: Record<string, unknown>): CampaignSummary {
  const p = CampaignMapper.toProps(r);
  return {
    id: String(r.id),
    title: p.title,
    subject: p.subject,
    content: p.content,
    senderName: p.senderName,
    senderEmail: p.senderEmail,
    templateId: p.templateId,
    status: p.status,
    origin: p.origin,
    tracking: p.tracking,
    scheduledAt: iso(r.scheduled_at),
    startedAt: iso(r.started_at),
    completedAt: iso(r.completed_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    recipients: Number(r.recipients ?? 0),
    sent: Number(r.sent ?? 0),
    failed: Number(r.failed ?? 0),
    bounced: Number(r.bounced ?? 0),
    pending: Number(r.pending ?? 0),
    uncertain: Number(r.uncertain ?? 0),
    opens: Number(r.open_count ?? 0),
    clicks: Number(r.click_count ?? 0),
  };
}
