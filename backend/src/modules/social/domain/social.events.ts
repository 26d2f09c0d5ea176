/**
 * Social streams, payload schema 1. Tokens, codes and verifiers never appear in a payload.
 * Stream "social-post" (one per post):
 * - SocialPostDrafted { platform, source, eventId|null, length } (content stays in social_posts)
 * - SocialPostScheduled { scheduledAt }
 * - SocialPostUnscheduled {} (back to a draft)
 * - SocialPostPublished { externalId, publishedAt }
 * - SocialPostFailed { error, failedAt, externalId? (a TikTok publish id still processing) }
 * - SocialPostMetricsRefreshed { reactions, comments, shares, fetchedAt }
 * Stream "social-automation" (id "social-automation:facebook"): SocialAutomationChanged { from, to }
 * Stream "social-connection" (id "social-connection:<platform>"): SocialAccountConnected { openId, scope }, SocialTokenRefreshed { accessExpiresAt },
 *   SocialAccountDisconnected { reason }
 */
export const SocialEventTypes = {
  Drafted: 'SocialPostDrafted',
  Scheduled: 'SocialPostScheduled',
  Unscheduled: 'SocialPostUnscheduled',
  Published: 'SocialPostPublished',
  Failed: 'SocialPostFailed',
  MetricsRefreshed: 'SocialPostMetricsRefreshed',
  AutomationChanged: 'SocialAutomationChanged',
  Connected: 'SocialAccountConnected',
  TokenRefreshed: 'SocialTokenRefreshed',
  Disconnected: 'SocialAccountDisconnected',
} as const;
