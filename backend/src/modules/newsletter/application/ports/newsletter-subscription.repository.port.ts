import { EntityManager } from 'typeorm';
import { NewsletterSubscription } from '../../domain/newsletter-subscription.aggregate';

/** All methods run inside the caller's transaction; loads lock the row (FOR UPDATE). */
export abstract class NewsletterSubscriptionRepository {
  /** Inserts unless the address exists (ON CONFLICT DO NOTHING, so concurrent requests make one row); true if inserted. */
  abstract insertIfAbsent(manager: EntityManager, sub: NewsletterSubscription): Promise<boolean>;
  abstract loadByEmail(manager: EntityManager, email: string): Promise<NewsletterSubscription | null>;
  abstract loadByConfirmTokenHash(manager: EntityManager, hash: string): Promise<NewsletterSubscription | null>;
  abstract loadByUnsubscribeToken(manager: EntityManager, token: string): Promise<NewsletterSubscription | null>;
  abstract save(manager: EntityManager, sub: NewsletterSubscription): Promise<void>;
  abstract delete(manager: EntityManager, sub: NewsletterSubscription): Promise<void>;
  /** Ids of pending subscriptions started before `cutoff` (retention). */
  abstract pendingStartedBefore(manager: EntityManager, cutoff: Date): Promise<string[]>;
  abstract loadById(manager: EntityManager, id: string): Promise<NewsletterSubscription | null>;
}
