import { Aggregate } from '../../../platform/domain/aggregate';
import { hashEmail } from '../../mail/contracts/email-address';
import { NewsletterEventTypes } from './newsletter.events';

export type SubscriptionStatus = 'pending' | 'active';

export interface NewsletterSubscriptionProps {
  email: string;
  status: SubscriptionStatus;
  confirmTokenHash: string | null;
  confirmTokenExpiresAt: Date | null;
  unsubscribeToken: string;
  subscribedAt: Date;
  confirmedAt: Date | null;
}

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_DAYS = 7;
/** A pending address asking again within this time gets no second mail (stops mail-bombing a stranger). */
export const RESEND_AFTER_MS = 60_000;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired';

/** Double opt-in: pending → active; unsubscribing ends the subscription (the row is deleted). */
export class NewsletterSubscription extends Aggregate<NewsletterSubscriptionProps> {
  readonly streamType = 'newsletter-subscription';

  static start(id: string, email: string, tokens: { confirmTokenHash: string; unsubscribeToken: string }, now: Date): NewsletterSubscription {
    const sub = new NewsletterSubscription(
      id,
      {
        email,
        status: 'pending',
        confirmTokenHash: tokens.confirmTokenHash,
        confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_DAYS * 86_400_000),
        unsubscribeToken: tokens.unsubscribeToken,
        subscribedAt: now,
        confirmedAt: null,
      },
      0,
    );
    sub.record(NewsletterEventTypes.Subscribed, { emailHash: hashEmail(email), subscribedAt: now.toISOString() });
    return sub;
  }

  static restore(id: string, props: NewsletterSubscriptionProps, version: number): NewsletterSubscription {
    return new NewsletterSubscription(id, props, version);
  }

  get isActive(): boolean {
    return this.props.status === 'active';
  }

  /** A pending subscription may get a fresh link, but not more than once a minute. */
  canReissueConfirmation(now: Date): boolean {
    if (this.isActive || !this.props.confirmTokenExpiresAt) return false;
    const issuedAt = this.props.confirmTokenExpiresAt.getTime() - CONFIRMATION_TTL_DAYS * 86_400_000;
    return now.getTime() - issuedAt >= RESEND_AFTER_MS;
  }

  reissueConfirmation(confirmTokenHash: string, now: Date): void {
    this.props = { ...this.props, confirmTokenHash, confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_DAYS * 86_400_000) };
  }

  confirm(now: Date): ConfirmOutcome {
    if (this.isActive) return 'already-confirmed';
    if (!this.props.confirmTokenExpiresAt || this.props.confirmTokenExpiresAt.getTime() < now.getTime()) return 'expired';
    // The token hash is kept so a second click on the same link says "already confirmed", not "invalid".
    this.props = { ...this.props, status: 'active', confirmedAt: now, confirmTokenExpiresAt: null };
    this.record(NewsletterEventTypes.Confirmed, { emailHash: hashEmail(this.props.email), confirmedAt: now.toISOString() });
    return 'confirmed';
  }

  unsubscribe(now: Date, reason: 'link' | 'retention'): void {
    this.record(NewsletterEventTypes.Unsubscribed, {
      emailHash: hashEmail(this.props.email),
      unsubscribedAt: now.toISOString(),
      wasConfirmed: this.isActive,
      reason,
    });
  }
}
