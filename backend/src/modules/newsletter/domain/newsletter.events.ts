/**
 * Newsletter stream (stream type "newsletter-subscription", one stream per subscription id), payload schema 1.
 * Addresses never enter the event log; `emailHash` is sha256 of the trimmed, lower-cased address.
 * - NewsletterSubscribed: { emailHash, subscribedAt (ISO) }: a new pending (unconfirmed) subscription.
 * - NewsletterSubscriptionConfirmed: { emailHash, confirmedAt (ISO) }: double opt-in completed, now active.
 * - NewsletterUnsubscribed: { emailHash, unsubscribedAt (ISO), wasConfirmed: boolean, reason: "link" | "retention" }:
 *   the subscription row is deleted (privacy page: kept until unsubscribe); "retention" = never confirmed within 30 days.
 * Staff side (issue 11), same stream, schema 1, still no addresses:
 * - NewsletterSubscriberAdded: { emailHash, source: "admin", status: "active", addedAt }.
 * - NewsletterSubscriberEmailChanged: { previousEmailHash, emailHash, changedAt }.
 * - NewsletterSubscriberStatusChanged: { emailHash, from, to, changedAt } (activate, deactivate, opt-in restarted).
 * - NewsletterSubscriberDeleted: { emailHash, status, deletedAt }: the row is deleted by staff.
 * Set-based changes (stream type "newsletter-subscribers-batch", one stream per chunk of at most 5,000 rows):
 * - NewsletterSubscribersBulkChanged: { action: activate|deactivate|delete, count, chunk }.
 * - NewsletterSubscribersImported: { added, duplicates, invalid, chunk } (source "import", status active).
 * - NewsletterSubscribersBounced: { count, campaignId } (permanent 5xx answers of one campaign).
 */
export const NewsletterEventTypes = {
  Subscribed: 'NewsletterSubscribed',
  Confirmed: 'NewsletterSubscriptionConfirmed',
  Unsubscribed: 'NewsletterUnsubscribed',
  Added: 'NewsletterSubscriberAdded',
  EmailChanged: 'NewsletterSubscriberEmailChanged',
  StatusChanged: 'NewsletterSubscriberStatusChanged',
  Deleted: 'NewsletterSubscriberDeleted',
  BulkChanged: 'NewsletterSubscribersBulkChanged',
  Imported: 'NewsletterSubscribersImported',
  Bounced: 'NewsletterSubscribersBounced',
} as const;
