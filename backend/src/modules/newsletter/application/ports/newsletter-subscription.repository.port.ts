import { Transaction } from '../../../../platform/event-log/transaction';
import { NewsletterSubscription } from '../../domain/newsletter-subscription.aggregate';

/** All methods run inside the caller's transaction; loads lock the row (FOR UPDATE). */
export abstract class NewsletterSubscriptionRepository {
  /** Inserts unless the address exists (ON CONFLICT DO NOTHING, so concurrent requests make one row); true if inserted. */
  abstract insertIfAbsent(tx: Transaction, sub: NewsletterSubscription): Promise<boolean>;
  abstract loadByEmail(tx: Transaction, email: string): Promise<NewsletterSubscription | null>;
  abstract loadByConfirmTokenHash(tx: Transaction, hash: string): Promise<NewsletterSubscription | null>;
  abstract loadByUnsubscribeToken(tx: Transaction, token: string): Promise<NewsletterSubscription | null>;
  abstract save(tx: Transaction, sub: NewsletterSubscription): Promise<void>;
  abstract delete(tx: Transaction, sub: NewsletterSubscription): Promise<void>;
  /** Ids of pending subscriptions started before `cutoff` (retention). */
  abstract pendingStartedBefore(tx: Transaction, cutoff: Date): Promise<string[]>;
  abstract loadById(tx: Transaction, id: string): Promise<NewsletterSubscription | null>;
}
