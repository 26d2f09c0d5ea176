import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { Clock } from '../../../platform/time/clock';
import {
  BulkAction,
  ImportedSubscriber,
  ImportRow,
  NewsletterStats,
  SubscriberAdminRepository,
  SubscriberFilter,
  SubscriberListParams,
  SubscriberRow,
  SubscriberSelection,
  SubscriberSort,
} from '../application/ports/subscriber-admin.repository.port';
import { SUBSCRIPTION_STATUSES, SubscriptionStatus } from '../domain/newsletter-subscription.aggregate';

const SORT_COLUMN: Record<SubscriberSort, string> = { subscribedAt: 'subscribed_at', email: 'email', status: 'status', updatedAt: 'updated_at' };
const COLUMNS = `id, email, status, source, subscribed_at, confirmed_at, updated_at`;

/** `%`, `_` and `\` typed by staff are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: SubscriberFilter, params: unknown[]): string {
  const parts: string[] = [];
  if (filter.q) {
    params.push(likePattern(filter.q));
    parts.push(`email LIKE $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    parts.push(`status = $${params.length}`);
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

function toRow(r: Record<string, unknown>): SubscriberRow {
  return {
    id: String(r.id),
    email: String(r.email),
    status: r.status as SubscriptionStatus,
    isActive: r.status === 'active',
    source: r.source as SubscriberRow['source'],
    subscribedAt: new Date(r.subscribed_at as string).toISOString(),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at as string).toISOString() : null,
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

@Injectable()
export class TypeOrmSubscriberAdminRepository extends SubscriberAdminRepository {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async list(p: SubscriberListParams) {
    const params: unknown[] = [];
    const w = where(p, params);
    const dir = p.order === 'asc' ? 'ASC' : 'DESC';
    params.push(p.limit, (p.page - 1) * p.limit);
    const [rows, total] = await Promise.all([
      this.db.query(
        `SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE ${w} ORDER BY ${SORT_COLUMN[p.sort]} ${dir}, id ${dir} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ),
      this.count(p),
    ]);
    return { items: (rows as Array<Record<string, unknown>>).map(toRow), total };
  }

  async count(filter: SubscriberFilter): Promise<number> {
    const params: unknown[] = [];
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE ${where(filter, params)}`, params);
    return row.n;
  }

  async emailTaken(tx: Transaction, email: string, exceptId?: string): Promise<boolean> {
    const rows = await entityManagerOf(tx).query(`SELECT 1 FROM newsletter_subscriptions WHERE email = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [
      email,
      exceptId ?? null,
    ]);
    return rows.length > 0;
  }

  async bulkChunk(tx: Transaction, action: BulkAction, selection: SubscriberSelection, afterId: string, chunk: number) {
    const params: unknown[] = [afterId, chunk];
    const selected = 'ids' in selection ? `id = ANY($${params.push(selection.ids)}::uuid[])` : where(selection.filter, params);
    const batch = `SELECT id FROM newsletter_subscriptions WHERE id > $1::uuid AND ${selected} ORDER BY id LIMIT $2 FOR UPDATE`;
    const manager = entityManagerOf(tx);
    const [{ last }] = await manager.query(`SELECT max(id::text) AS last FROM (${batch}) b`, params);
    if (!last) return { changed: 0, lastId: null };
    const t = action === 'delete' ? '' : `$${params.push(this.clock.now())}`;
    const statement =
      action === 'delete'
        ? `DELETE FROM newsletter_subscriptions WHERE id IN (${batch}) RETURNING id`
        : action === 'activate'
          ? `UPDATE newsletter_subscriptions SET status = 'active', updated_at = ${t} WHERE id IN (${batch}) AND status = 'inactive' RETURNING id`
          : `UPDATE newsletter_subscriptions SET status = 'inactive', updated_at = ${t} WHERE id IN (${batch}) AND status IN ('active', 'pending') RETURNING id`;
    const [, changed] = (await manager.query(statement, params)) as [unknown, number];
    return { changed: Number(changed), lastId: String(last) };
  }

  async importChunk(tx: Transaction, rows: ImportRow[], expiresAt: Date): Promise<ImportedSubscriber[]> {
    const now = this.clock.now();
    const ids = rows.map(() => randomUUID());
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const inserted = (await entityManagerOf(tx).query(
      `INSERT INTO newsletter_subscriptions
         (id, email, status, confirm_token_hash, confirm_token_expires_at, unsubscribe_token, subscribed_at, confirmed_at, updated_at, version, source)
       SELECT id, email, 'pending', hash, $5, token, $6, NULL, $6, 0, 'import'
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS t(id, email, token, hash)
       ON CONFLICT (email) DO NOTHING RETURNING id, email, unsubscribe_token`,
      [ids, rows.map((r) => r.email), tokens, rows.map((r) => r.confirmTokenHash), expiresAt, now],
    )) as Array<{ id: string; email: string; unsubscribe_token: string }>;
    return inserted.map((r) => ({ id: r.id, email: r.email, unsubscribeToken: r.unsubscribe_token }));
  }

  async recordBatchEvent(tx: Transaction, type: string, payload: Record<string, unknown>): Promise<void> {
    await appendToEventLog(entityManagerOf(tx), 'newsletter-subscribers-batch', randomUUID(), 0, [{ type, schemaVersion: 1, payload }]);
  }

  async exportPage(status: 'all' | 'active' | 'inactive', afterId: string, limit: number) {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE id > $1::uuid AND ($2::text IS NULL OR status = $2) ORDER BY id LIMIT $3`,
      [afterId, status === 'all' ? null : status, limit],
    );
    return rows.map(toRow);
  }

  async stats(): Promise<NewsletterStats> {
    const rows: Array<{ status: SubscriptionStatus; n: number }> = await this.db.query(
      `SELECT status, count(*)::int AS n FROM newsletter_subscriptions GROUP BY status`,
    );
    const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<SubscriptionStatus, number>;
    for (const r of rows) byStatus[r.status] = r.n;
    return { totalSubscribers: rows.reduce((a, r) => a + r.n, 0), activeSubscribers: byStatus.active, byStatus };
  }
}
