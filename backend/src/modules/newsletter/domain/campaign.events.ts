/**
 * Campaign stream (stream type "newsletter-campaign", one stream per campaign id), payload schema 1:
 * - CampaignDrafted: { title, origin: admin|digest }
 * - CampaignEdited: { title }
 * - CampaignScheduled: { scheduledAt (ISO) }
 * - CampaignSendingStarted: { recipients, startedAt }: one outbox mail per active subscriber was queued.
 * - CampaignSent: { sent, failed, bounced, completedAt }: every recipient's mail reached a final state.
 * - CampaignCancelled: { from }
 */
export const CampaignEventTypes = {
  Drafted: 'CampaignDrafted',
  Edited: 'CampaignEdited',
  Scheduled: 'CampaignScheduled',
  SendingStarted: 'CampaignSendingStarted',
  Sent: 'CampaignSent',
  Cancelled: 'CampaignCancelled',
} as const;
