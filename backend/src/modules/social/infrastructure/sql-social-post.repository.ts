import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { DuplicatePostError } from '../domain/social.errors';
import { PostCounts, SocialPostRepository } from '../application/ports/social-post.repository.port';
import { PostState, SocialPlatform, SocialPost } from '../domain/social-post.aggregate';
import { COLUMNS, Row, SocialPostMapper } from './social-post.mapper';

@Injectable()
export class SqlSocialPostRepository extends SocialPostRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(tx: Transaction, post: SocialPost): Promise<void> {
    const m = entityManagerOf(tx);
    try {
      await saveAggregate(m, post, () =>
        m.query(
          `INSERT INTO social_posts (${COLUMNS}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12::jsonb,$13,$14,$15,$16,$17,$18,$19,$20)`,
          SocialPostMapper.toPersistence(post),
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicatePostError();
      throw error;
    }
  }

  async load(tx: Transaction, id: string): Promise<SocialPost | null> {
    const [row] = await entityManagerOf(tx).query(`SELECT ${COLUMNS} FROM social_posts WHERE id = $1 FOR UPDATE`, [id]);
    return row ? SocialPostMapper.toDomain(row) : null;
  }

  async save(tx: Transaction, post: SocialPost): Promise<void> {
    const m = entityManagerOf(tx);
    await saveAggregate(m, post, () =>
      m.query(
        `UPDATE social_posts SET platform=$2, state=$3, source=$4, content=$5, link=$6, event_id=$7, scheduled_at=$8, published_at=$9, external_id=$10,
           error=$11, metrics=$12::jsonb, metrics_fetched_at=$13, created_at=$14, updated_at=$15, version=$16, content_hash=$17, format=$18, plan_slot=$19, sandbox=$20 WHERE id = $1`,
        SocialPostMapper.toPersistence(post),
      ),
    );
  }

  async find(id: string): Promise<SocialPost | null> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM social_posts WHERE id = $1`, [id]);
    return row ? SocialPostMapper.toDomain(row) : null;
  }

  async findSaved(platform: SocialPlatform, contentHash: string): Promise<SocialPost | null> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM social_posts WHERE platform = $1 AND content_hash = $2`, [platform, contentHash]);
    return row ? SocialPostMapper.toDomain(row) : null;
  }

  /**
   * Posts the Facebook windows job drafts are scheduled and published by that job within seconds; they are left to it
   * for ten minutes, so the two jobs never race for one post, and taken up here only if that run died half-way.
   */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id FROM social_posts
        WHERE state = 'scheduled' AND scheduled_at <= $1
          AND NOT (source = 'scheduler' AND created_at > $1::timestamptz - interval '10 minutes')
        ORDER BY scheduled_at, id LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => String(r.id));
  }

  async earliestScheduledAt(): Promise<Date | null> {
    const [row] = await this.db.query(`SELECT min(scheduled_at) AS at FROM social_posts WHERE state = 'scheduled'`);
    return row?.at ? new Date(row.at as string) : null;
  }

  async list(o: { limit: number; offset: number; platform?: SocialPlatform; state?: PostState }): Promise<{ items: SocialPost[]; total: number }> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM social_posts
        WHERE ($3::text IS NULL OR platform = $3) AND ($4::text IS NULL OR state = $4)
        ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [o.limit, o.offset, o.platform ?? null, o.state ?? null],
    );
    return { items: rows.map((r) => SocialPostMapper.toDomain(r)), total: rows.length ? Number(rows[0]!.total) : 0 };
  }

  async queue(o: { from: Date; to: Date; platform?: SocialPlatform }): Promise<SocialPost[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM social_posts
        WHERE state IN ('scheduled', 'published') AND coalesce(published_at, scheduled_at) >= $1 AND coalesce(published_at, scheduled_at) < $2
          AND ($3::text IS NULL OR platform = $3)
        ORDER BY coalesce(published_at, scheduled_at), id LIMIT 500`,
      [o.from, o.to, o.platform ?? null],
    );
    return rows.map((r) => SocialPostMapper.toDomain(r));
  }

  async eventIdsPublishedSince(platform: SocialPlatform, since: Date): Promise<Set<string>> {
    const rows: Row[] = await this.db.query(
      `SELECT DISTINCT event_id FROM social_posts WHERE platform = $1 AND state = 'published' AND published_at >= $2 AND event_id IS NOT NULL`,
      [platform, since],
    );
    return new Set(rows.map((r) => String(r.event_id)));
  }

  async planSlotTaken(slotKey: string): Promise<boolean> {
    const [row] = await this.db.query(`SELECT 1 FROM social_posts WHERE plan_slot = $1`, [slotKey]);
    return Boolean(row);
  }

  async eventIdsPlannedOrPublishedSince(platform: SocialPlatform, since: Date): Promise<Set<string>> {
    const rows: Row[] = await this.db.query(
      `SELECT DISTINCT event_id FROM social_posts
        WHERE platform = $1 AND event_id IS NOT NULL
          AND ((state = 'published' AND published_at >= $2) OR (plan_slot IS NOT NULL AND created_at >= $2))`,
      [platform, since],
    );
    return new Set(rows.map((r) => String(r.event_id)));
  }

  async scheduledRunExists(platform: SocialPlatform, windowStart: Date, windowEnd: Date): Promise<boolean> {
    const [row] = await this.db.query(
      `SELECT 1 FROM social_posts WHERE platform = $1 AND source = 'scheduler' AND scheduled_at >= $2 AND scheduled_at < $3 LIMIT 1`,
      [platform, windowStart, windowEnd],
    );
    return Boolean(row);
  }

  async counts(): Promise<PostCounts[]> {
    const rows: Row[] = await this.db.query(`SELECT platform, state, count(*)::int AS n FROM social_posts GROUP BY platform, state`);
    return rows.map((r) => ({ platform: r.platform as SocialPlatform, state: r.state as PostState, count: Number(r.n) }));
  }

  async publishedIds(platform: SocialPlatform, limit: number): Promise<string[]> {
    const rows: Row[] = await this.db.query(
      `SELECT id FROM social_posts WHERE platform = $1 AND state = 'published' AND external_id IS NOT NULL AND NOT sandbox ORDER BY published_at DESC LIMIT $2`,
      [platform, limit],
    );
    return rows.map((r) => String(r.id));
  }
}
