import { Injectable } from '@nestjs/common';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { NewsletterSubscriptionRepository } from '../application/ports/newsletter-subscription.repository.port';
import { NewsletterSubscription } from '../domain/newsletter-subscription.aggregate';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterSubscriptionMapper } from './newsletter-subscription.mapper';

@Injectable()
export class TypeOrmNewsletterSubscriptionRepository extends NewsletterSubscriptionRepository {
  async insertIfAbsent(manager: EntityManager, sub: NewsletterSubscription): Promise<boolean> {
    const row = NewsletterSubscriptionMapper.toPersistence(sub);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO newsletter_subscriptions (id, email, status, confirm_token_hash, confirm_token_expires_at, unsubscribe_token, subscribed_at, confirmed_at, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [row.id, row.email, row.status, row.confirmTokenHash, row.confirmTokenExpiresAt, row.unsubscribeToken, row.subscribedAt, row.confirmedAt, row.version],
    );
    if (inserted.length === 0) return false;
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
    return true;
  }

  loadByEmail(manager: EntityManager, email: string) {
    return this.loadWhere(manager, { email });
  }

  loadByConfirmTokenHash(manager: EntityManager, confirmTokenHash: string) {
    return this.loadWhere(manager, { confirmTokenHash });
  }

  loadByUnsubscribeToken(manager: EntityManager, unsubscribeToken: string) {
    return this.loadWhere(manager, { unsubscribeToken });
  }

  loadById(manager: EntityManager, id: string) {
    return this.loadWhere(manager, { id });
  }

  async save(manager: EntityManager, sub: NewsletterSubscription): Promise<void> {
    await manager.save(NewsletterSubscriptionEntity, NewsletterSubscriptionMapper.toPersistence(sub));
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
  }

  async delete(manager: EntityManager, sub: NewsletterSubscription): Promise<void> {
    await manager.delete(NewsletterSubscriptionEntity, { id: sub.id });
    await appendToEventLog(manager, sub.streamType, sub.id, sub.loadedVersion, sub.pendingEvents);
  }

  async pendingStartedBefore(manager: EntityManager, cutoff: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM newsletter_subscriptions WHERE status = 'pending' AND subscribed_at < $1 ORDER BY subscribed_at LIMIT 1000`,
      [cutoff],
    );
    return rows.map((r) => r.id);
  }

  private async loadWhere(manager: EntityManager, where: FindOptionsWhere<NewsletterSubscriptionEntity>) {
    const row = await manager.findOne(NewsletterSubscriptionEntity, { where, lock: { mode: 'pessimistic_write' } });
    return row ? NewsletterSubscriptionMapper.toDomain(row) : null;
  }
}
