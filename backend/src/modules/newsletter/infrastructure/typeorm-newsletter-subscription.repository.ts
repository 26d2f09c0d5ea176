import { Injectable } from '@nestjs/common';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { NewsletterSubscriptionRepository } from '../application/ports/newsletter-subscription.repository.port';
import { NewsletterSubscription } from '../domain/newsletter-subscription.aggregate';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterSubscriptionMapper } from './newsletter-subscription.mapper';

@Injectable()
export class TypeOrmNewsletterSubscriptionRepository extends NewsletterSubscriptionRepository {
  async insertIfAbsent(tx: Transaction, sub: NewsletterSubscription): Promise<boolean> {
    const manager = entityManagerOf(tx);
    const row = NewsletterSubscriptionMapper.toPersistence(sub);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO newsletter_subscriptions (id, email, status, confirm_token_hash, confirm_token_expires_at, unsubscribe_token, subscribed_at, confirmed_at, version, source, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [
        row.id,
        row.email,
        row.status,
        row.confirmTokenHash,
        row.confirmTokenExpiresAt,
        row.unsubscribeToken,
        row.subscribedAt,
        row.confirmedAt,
        row.version,
        row.source,
        row.updatedAt,
      ],
    );
    if (inserted.length === 0) return false;
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
    return true;
  }

  loadByEmail(tx: Transaction, email: string) {
    const manager = entityManagerOf(tx);
    return this.loadWhere(manager, { email });
  }

  loadByConfirmTokenHash(tx: Transaction, confirmTokenHash: string) {
    const manager = entityManagerOf(tx);
    return this.loadWhere(manager, { confirmTokenHash });
  }

  loadByUnsubscribeToken(tx: Transaction, unsubscribeToken: string) {
    const manager = entityManagerOf(tx);
    return this.loadWhere(manager, { unsubscribeToken });
  }

  loadById(tx: Transaction, id: string) {
    const manager = entityManagerOf(tx);
    return this.loadWhere(manager, { id });
  }

  async save(tx: Transaction, sub: NewsletterSubscription): Promise<void> {
    const manager = entityManagerOf(tx);
    await manager.save(NewsletterSubscriptionEntity, NewsletterSubscriptionMapper.toPersistence(sub));
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
  }

  async delete(tx: Transaction, sub: NewsletterSubscription): Promise<void> {
    const manager = entityManagerOf(tx);
    await manager.delete(NewsletterSubscriptionEntity, { id: sub.id });
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
  }

  async pendingStartedBefore(tx: Transaction, cutoff: Date): Promise<string[]> {
    const manager = entityManagerOf(tx);
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM newsletter_subscriptions WHERE status = 'pending' AND updated_at < $1 ORDER BY updated_at LIMIT 1000`,
      [cutoff],
    );
    return rows.map((r) => r.id);
  }

  private async loadWhere(manager: EntityManager, where: FindOptionsWhere<NewsletterSubscriptionEntity>) {
    const row = await manager.findOne(NewsletterSubscriptionEntity, { where, lock: { mode: 'pessimistic_write' } });
    return row ? NewsletterSubscriptionMapper.toDomain(row) : null;
  }
}
