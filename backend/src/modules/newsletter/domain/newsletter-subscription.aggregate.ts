import { Aggregate } from '../../../platform/domain/aggregate';
import { DomainError } from '../../../platform/domain/domain-error';
import { CONFIRMATION_TTL_DAYS, RESEND_AFTER_MS } from '../../mail/contracts/double-opt-in';
import { hashEmail } from '../../mail/contracts/email-address';
import { NewsletterEventTypes } from './newsletter.events';

/** pending (awaiting double opt-in), active, inactive (deactivated by staff), unsubscribed, bounced. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'inactive', 'unsubscribed', 'bounced'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_SOURCES = ['website', 'admin', 'import'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const NOT_REACTIVATABLE = 'Only a deactivated subscriber can be made active again; pending, unsubscribed and bounced addresses must sign up themselves.';

export interface NewsletterSubscriptionProps {
  email: string;
  status: SubscriptionStatus;
  confirmTokenHash: string | null;
  confirmTokenExpiresAt: Date | null;
  unsubscribeToken: string;
  subscribedAt: Date;
  confirmedAt: Date | null;
  source: SubscriptionSource;
  updatedAt: Date;
}

// The double opt-in rules are shared with search alerts (mail/contracts/double-opt-in).
export { CONFIRMATION_TTL_DAYS, RESEND_AFTER_MS };

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired';

/**
 * Double opt-in: pending → active; staff may deactivate (inactive) and reactivate; unsubscribing by link ends the
 * subscription (the row is deleted); a permanent bounce marks it bounced (set-based, see campaigns).
 */
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
        source: 'website',
        updatedAt: now,
      },
      0,
    );
    sub.record(NewsletterEventTypes.Subscribed, { emailHash: hashEmail(email), subscribedAt: now.toISOString() });
    return sub;
  }

  /** Staff add an address they hold consent for: active at once (source admin). */
  static addByStaff(id: string, email: string, unsubscribeToken: string, now: Date): NewsletterSubscription {
    const sub = new NewsletterSubscription(
      id,
      {
        email,
        status: 'active',
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        unsubscribeToken,
        subscribedAt: now,
        confirmedAt: now,
        source: 'admin',
        updatedAt: now,
      },
      0,
    );
    sub.record(NewsletterEventTypes.Added, { emailHash: hashEmail(email), source: 'admin', status: 'active', addedAt: now.toISOString() });
    return sub;
  }

  /** Public sign-up while double opt-in is off: active at once. */
  activateWithoutConfirmation(now: Date): void {
    this.props = { ...this.props, status: 'active', confirmedAt: now, confirmTokenExpiresAt: null, updatedAt: now };
    this.record(NewsletterEventTypes.Confirmed, { emailHash: hashEmail(this.props.email), confirmedAt: now.toISOString() });
  }

  /** A former subscriber (deactivated, unsubscribed, bounced) signing up again starts a fresh double opt-in. */
  get mayRestartOptIn(): boolean {
    return ['inactive', 'unsubscribed', 'bounced'].includes(this.props.status);
  }

  restartOptIn(confirmTokenHash: string, now: Date): void {
    const from = this.props.status;
    this.props = {
      ...this.props,
      status: 'pending',
      confirmTokenHash,
      confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_DAYS * 86_400_000),
      confirmedAt: null,
      updatedAt: now,
    };
    this.record(NewsletterEventTypes.StatusChanged, { emailHash: hashEmail(this.props.email), from, to: 'pending', changedAt: now.toISOString() });
  }

  /** Staff edit: a new address (already normalised and checked for duplicates by the caller). */
  changeEmail(email: string, now: Date): void {
    if (email === this.props.email) return;
    const previousHash = hashEmail(this.props.email);
    this.props = { ...this.props, email, updatedAt: now };
    this.record(NewsletterEventTypes.EmailChanged, { previousEmailHash: previousHash, emailHash: hashEmail(email), changedAt: now.toISOString() });
  }

  /** Staff activate (only from inactive) or deactivate (only from active). */
  setActive(active: boolean, now: Date): void {
    const from = this.props.status;
    const to: SubscriptionStatus = active ? 'active' : 'inactive';
    if (from === to) return;
    if (active && from !== 'inactive') throw new DomainError('NEWSLETTER.NOT_REACTIVATABLE', 'conflict', NOT_REACTIVATABLE);
    if (!active && from !== 'active' && from !== 'pending') return; // unsubscribed and bounced already receive nothing
    this.props = { ...this.props, status: to, updatedAt: now };
    this.record(NewsletterEventTypes.StatusChanged, { emailHash: hashEmail(this.props.email), from, to, changedAt: now.toISOString() });
  }

  /** Staff delete: the row goes (privacy), the event keeps only the hash. */
  deleteByStaff(now: Date): void {
    this.record(NewsletterEventTypes.Deleted, { emailHash: hashEmail(this.props.email), status: this.props.status, deletedAt: now.toISOString() });
  }

  static restore(id: string, props: NewsletterSubscriptionProps, version: number): NewsletterSubscription {
    return new NewsletterSubscription(id, props, version);
  }

  get isActive(): boolean {
    return this.props.status === 'active';
  }

  /** A pending subscription may get a fresh link, but not more than once a minute. */
  canReissueConfirmation(now: Date): boolean {
    if (this.props.status !== 'pending' || !this.props.confirmTokenExpiresAt) return false;
    const issuedAt = this.props.confirmTokenExpiresAt.getTime() - CONFIRMATION_TTL_DAYS * 86_400_000;
    return now.getTime() - issuedAt >= RESEND_AFTER_MS;
  }

  reissueConfirmation(confirmTokenHash: string, now: Date): void {
    this.props = { ...this.props, confirmTokenHash, confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_DAYS * 86_400_000), updatedAt: now };
  }

  confirm(now: Date): ConfirmOutcome {
    if (this.props.status !== 'pending') return 'already-confirmed';
    if (!this.props.confirmTokenExpiresAt || this.props.confirmTokenExpiresAt.getTime() < now.getTime()) return 'expired';
    // The token hash is kept so a second click on the same link says "already confirmed", not "invalid".
    this.props = { ...this.props, status: 'active', confirmedAt: now, confirmTokenExpiresAt: null, updatedAt: now };
    this.record(NewsletterEventTypes.Confirmed, { emailHash: hashEmail(this.props.email), confirmedAt: now.toISOString() });
    return 'confirmed';
  }

  /**
   * By link the row stays as `unsubscribed` (a suppression record: that address is never mailed again unless its
   * owner signs up afresh); by retention the caller deletes it. A second click changes nothing.
   */
  unsubscribe(now: Date, reason: 'link' | 'retention'): void {
    if (this.props.status === 'unsubscribed') return;
    const wasConfirmed = this.isActive;
    if (reason === 'link') this.props = { ...this.props, status: 'unsubscribed', updatedAt: now };
    this.record(NewsletterEventTypes.Unsubscribed, {
      emailHash: hashEmail(this.props.email),
      unsubscribedAt: now.toISOString(),
      wasConfirmed,
      reason,
    });
  }
}
