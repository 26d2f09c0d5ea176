import { NewsletterSubscription } from '../domain/newsletter-subscription.aggregate';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

export class NewsletterSubscriptionMapper {
  static toDomain(row: NewsletterSubscriptionEntity): NewsletterSubscription {
    return NewsletterSubscription.restore(
      row.id,
      {
        email: row.email,
        status: row.status,
        confirmTokenHash: row.confirmTokenHash,
        confirmTokenExpiresAt: row.confirmTokenExpiresAt,
        unsubscribeToken: row.unsubscribeToken,
        subscribedAt: row.subscribedAt,
        confirmedAt: row.confirmedAt,
        source: row.source,
        updatedAt: row.updatedAt,
      },
      row.version,
    );
  }

  static toPersistence(sub: NewsletterSubscription): NewsletterSubscriptionEntity {
    return { id: sub.id, ...sub.state, version: sub.version };
  }
}
