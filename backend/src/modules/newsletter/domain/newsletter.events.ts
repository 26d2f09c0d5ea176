/**
 * Newsletter stream (stream type "newsletter-subscription", one stream per subscription id), payload schema 1.
 * Addresses never enter the event log; `emailHash` is sha256 of the trimmed, lower-cased address.
 * - NewsletterSubscribed: { emailHash, subscribedAt (ISO) }: a new pending (unconfirmed) subscription.
 * - NewsletterSubscriptionConfirmed: { emailHash, confirmedAt (ISO) }: double opt-in completed, now active.
 * - NewsletterUnsubscribed: { emailHash, unsubscribedAt (ISO), wasConfirmed: boolean, reason: "link" | "retention" }:
 *   the subscription row is deleted (privacy page: kept until unsubscribe); "retention" = never confirmed within 30 days.
 */
export const NewsletterEventTypes = {
  Subscribed: 'NewsletterSubscribed',
  Confirmed: 'NewsletterSubscriptionConfirmed',
  Unsubscribed: 'NewsletterUnsubscribed',
} as const;
