import { NewsletterSubscription } from '../domain/newsletter-subscription.aggregate';
import { SubscriberRow } from './ports/subscriber-admin.repository.port';

/** The admin view of one subscriber (same shape as a list row). */
export function toSubscriberRow(sub: NewsletterSubscription): SubscriberRow {
  const s = sub.state;
  return {
    id: sub.id,
    email: s.email,
    status: s.status,
    isActive: s.status === 'active',
    source: s.source,
    subscribedAt: s.subscribedAt.toISOString(),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    updatedAt: s.updatedAt.toISOString(),
  };
}
