/**
 * The back office's newsletter and social media response contracts (features/admin-newsletter, features/admin-social):
 * entries as in frontend-contracts.ts, listed after the public and admin ones, which they may contain.
 */
import { alertStatsSchema } from '../../backend/src/modules/alerts/queries/alert-stats/alert-stats.query';
import { campaignReportSchema } from '../../backend/src/modules/newsletter/application/campaign-report';
import { campaignListSchema, campaignSummarySchema } from '../../backend/src/modules/newsletter/application/campaign.schemas';
import { messageAnswerSchema } from '../../backend/src/modules/newsletter/application/message-answer.schema';
import { newsletterSettingsSchema } from '../../backend/src/modules/newsletter/application/newsletter-settings';
import { segmentListSchema, segmentViewSchema } from '../../backend/src/modules/newsletter/application/segment.schemas';
import { subscriberRowSchema } from '../../backend/src/modules/newsletter/application/subscriber.schemas';
import { templateListSchema, templateViewSchema } from '../../backend/src/modules/newsletter/application/template.schemas';
import { bulkSubscriberAnswerSchema } from '../../backend/src/modules/newsletter/commands/bulk-subscriber-action/bulk-subscriber-action.command';
import { importSubscribersAnswerSchema } from '../../backend/src/modules/newsletter/commands/import-subscribers/import-subscribers.command';
import { sendCampaignAnswerSchema } from '../../backend/src/modules/newsletter/commands/send-campaign/send-campaign.command';
import { testCampaignAnswerSchema } from '../../backend/src/modules/newsletter/commands/send-test-campaign/send-test-campaign.command';
import { testEmailAnswerSchema } from '../../backend/src/modules/newsletter/commands/test-email-configuration/test-email-configuration.command';
import { recipientOutcomesSchema } from '../../backend/src/modules/newsletter/queries/campaign-recipients/campaign-recipients.query';
import { newsletterDashboardSchema } from '../../backend/src/modules/newsletter/queries/get-newsletter-dashboard/get-newsletter-dashboard.query';
import { subscriberPageSchema } from '../../backend/src/modules/newsletter/queries/list-subscribers/list-subscribers.query';
import { renderedCampaignSchema } from '../../backend/src/modules/newsletter/queries/preview-campaign/preview-campaign.query';
import { sentMailMessageSchema, sentMailPageSchema } from '../../backend/src/modules/newsletter/queries/sent-mail/sent-mail.schemas';
import { automationViewSchema } from '../../backend/src/modules/social/application/automation.view';
import { socialLimitsSchema } from '../../backend/src/modules/social/application/platform-limits.view';
import { postRunResultSchema, postViewSchema } from '../../backend/src/modules/social/application/post.view';
import { disconnectTikTokAnswerSchema } from '../../backend/src/modules/social/commands/disconnect-tiktok/disconnect-tiktok.command';
import { promotionAnswerSchema } from '../../backend/src/modules/social/commands/generate-event-promotion/generate-event-promotion.command';
import {
  funnelsAnswerSchema,
  instagramAnswerSchema,
  strategyAnswerSchema,
  tiktokAnswerSchema,
} from '../../backend/src/modules/social/commands/generate-social-content/generate-social-content.command';
import { publishResultSchema } from '../../backend/src/modules/social/commands/publish-post/publish-post.command';
import { refreshResultSchema } from '../../backend/src/modules/social/commands/refresh-post-metrics/refresh-post-metrics.command';
import { tiktokAuthUrlSchema } from '../../backend/src/modules/social/commands/start-tiktok-authorisation/start-tiktok-authorisation.command';
import { channelStatusesSchema } from '../../backend/src/modules/social/queries/channel-status/channel-status.query';
import { healthCheckSchema } from '../../backend/src/modules/social/queries/facebook-health-check/facebook-health-check.query';
import { facebookPermissionsSchema } from '../../backend/src/modules/social/queries/facebook-permissions/facebook-permissions.query';
import { facebookSchedulerStatusSchema } from '../../backend/src/modules/social/queries/facebook-scheduler-status/facebook-scheduler-status.query';
import { postPageSchema } from '../../backend/src/modules/social/queries/list-posts/list-posts.query';
import { postQueueSchema } from '../../backend/src/modules/social/queries/post-queue/post-queue.query';
import { socialAnalyticsSchema } from '../../backend/src/modules/social/queries/social-analytics/social-analytics.query';
import { socialSchedulerStatusSchema } from '../../backend/src/modules/social/queries/social-scheduler-status/social-scheduler-status.query';
import { tiktokStatusSchema } from '../../backend/src/modules/social/queries/tiktok-status/tiktok-status.query';
import type { FrontendContract } from './frontend-contracts';

const NEWSLETTER_CONTRACTS: FrontendContract[] = [
  {
    schema: 'campaignSchema',
    type: 'Campaign',
    operations: ['POST /api/newsletter/campaigns 201', 'PUT /api/newsletter/campaigns/{id} 200', 'POST /api/newsletter/campaigns/{id}/cancel 200'],
    source: campaignSummarySchema,
  },
  { schema: 'campaignListSchema', type: 'CampaignList', operations: ['GET /api/newsletter/campaigns 200'], source: campaignListSchema },
  {
    schema: 'sendCampaignAnswerSchema',
    type: 'SendCampaignAnswer',
    operations: ['POST /api/newsletter/campaigns/{id}/send 200'],
    source: sendCampaignAnswerSchema,
  },
  { schema: 'renderedCampaignSchema', type: 'RenderedCampaign', operations: ['POST /api/newsletter/campaigns/preview 200'], source: renderedCampaignSchema },
  { schema: 'testCampaignAnswerSchema', type: 'TestCampaignAnswer', operations: ['POST /api/newsletter/campaigns/test 200'], source: testCampaignAnswerSchema },
  {
    schema: 'recipientOutcomesSchema',
    type: 'RecipientOutcomes',
    operations: ['GET /api/newsletter/campaigns/{id}/recipients 200'],
    source: recipientOutcomesSchema,
  },
  { schema: 'campaignReportSchema', type: 'CampaignReport', operations: ['GET /api/admin/newsletter/campaigns/{id}/report 200'], source: campaignReportSchema },
  { schema: 'newsletterDashboardSchema', type: 'NewsletterDashboard', operations: ['GET /api/newsletter/dashboard 200'], source: newsletterDashboardSchema },
  { schema: 'searchAlertStatsSchema', type: 'SearchAlertStats', operations: ['GET /api/admin/newsletter/alerts 200'], source: alertStatsSchema },
  {
    schema: 'segmentSchema',
    type: 'Segment',
    operations: ['POST /api/admin/newsletter/segments 201', 'PUT /api/admin/newsletter/segments/{id} 200'],
    source: segmentViewSchema,
  },
  { schema: 'segmentListSchema', type: 'SegmentList', operations: ['GET /api/admin/newsletter/segments 200'], source: segmentListSchema },
  {
    schema: 'emailTemplateSchema',
    type: 'EmailTemplate',
    operations: ['POST /api/admin/email/templates 201', 'PUT /api/admin/email/templates/{id} 200'],
    source: templateViewSchema,
  },
  { schema: 'emailTemplateListSchema', type: 'EmailTemplateList', operations: ['GET /api/admin/email/templates 200'], source: templateListSchema },
  {
    schema: 'newsletterMessageSchema',
    type: 'NewsletterMessage',
    operations: [
      'DELETE /api/admin/newsletter/segments/{id} 200',
      'DELETE /api/admin/email/templates/{id} 200',
      'DELETE /api/newsletter/subscribers/{id} 200',
      'POST /api/admin/newsletter/unsubscribe 200',
    ],
    source: messageAnswerSchema,
  },
  {
    schema: 'newsletterSettingsSchema',
    type: 'NewsletterSettings',
    operations: ['GET /api/newsletter/settings 200', 'PUT /api/newsletter/settings 200'],
    source: newsletterSettingsSchema,
  },
  { schema: 'testEmailAnswerSchema', type: 'TestEmailAnswer', operations: ['POST /api/newsletter/test-email 200'], source: testEmailAnswerSchema },
  {
    schema: 'subscriberSchema',
    type: 'Subscriber',
    operations: ['POST /api/newsletter/subscribers 201', 'PUT /api/newsletter/subscribers/{id} 200'],
    source: subscriberRowSchema,
  },
  {
    schema: 'subscriberPageSchema',
    type: 'SubscriberPage',
    operations: ['GET /api/newsletter/subscribers 200', 'GET /api/admin/newsletter/subscribers 200'],
    source: subscriberPageSchema,
  },
  {
    schema: 'bulkSubscriberAnswerSchema',
    type: 'BulkSubscriberAnswer',
    operations: ['POST /api/newsletter/subscribers/bulk 200'],
    source: bulkSubscriberAnswerSchema,
  },
  { schema: 'importReportSchema', type: 'ImportReport', operations: ['POST /api/newsletter/import-csv 200'], source: importSubscribersAnswerSchema },
  { schema: 'sentMailPageSchema', type: 'SentMailPage', operations: ['GET /api/admin/mail 200'], source: sentMailPageSchema },
  { schema: 'sentMailMessageSchema', type: 'SentMailMessage', operations: ['GET /api/admin/mail/{id} 200'], source: sentMailMessageSchema },
];

const SOCIAL_CONTRACTS: FrontendContract[] = [
  {
    schema: 'socialPostSchema',
    type: 'SocialPost',
    operations: [
      'POST /api/social-media/posts 201',
      'POST /api/social-media/posts/generated 201',
      'POST /api/social-media/posts/{id}/schedule 200',
      'POST /api/social-media/posts/{id}/unschedule 200',
    ],
    source: postViewSchema,
  },
  { schema: 'socialPostPageSchema', type: 'SocialPostPage', operations: ['GET /api/social-media/posts 200'], source: postPageSchema },
  { schema: 'socialQueueSchema', type: 'SocialQueue', operations: ['GET /api/social-media/queue 200'], source: postQueueSchema },
  { schema: 'publishResultSchema', type: 'PublishResult', operations: ['POST /api/social-media/posts/{id}/publish 200'], source: publishResultSchema },
  {
    schema: 'automationSchema',
    type: 'Automation',
    operations: ['GET /api/social-media/automation 200', 'POST /api/social-media/automation 200'],
    source: automationViewSchema,
  },
  {
    schema: 'socialSchedulerStatusSchema',
    type: 'SocialSchedulerStatus',
    operations: ['GET /api/social-media/scheduler/status 200'],
    source: socialSchedulerStatusSchema,
  },
  { schema: 'channelStatusesSchema', type: 'ChannelStatuses', operations: ['GET /api/social-media/channels 200'], source: channelStatusesSchema },
  { schema: 'socialLimitsSchema', type: 'SocialLimits', operations: ['GET /api/social-media/limits 200'], source: socialLimitsSchema },
  { schema: 'socialAnalyticsSchema', type: 'SocialAnalytics', operations: ['GET /api/social-media/analytics 200'], source: socialAnalyticsSchema },
  {
    schema: 'refreshAnalyticsAnswerSchema',
    type: 'RefreshAnalyticsAnswer',
    operations: ['POST /api/social-media/analytics/refresh 200'],
    source: refreshResultSchema,
  },
  {
    schema: 'facebookPermissionsSchema',
    type: 'FacebookPermissions',
    operations: ['GET /api/facebook/test-permissions 200'],
    source: facebookPermissionsSchema,
  },
  {
    schema: 'facebookSchedulerStatusSchema',
    type: 'FacebookSchedulerStatus',
    operations: ['GET /api/facebook/scheduler/status 200'],
    source: facebookSchedulerStatusSchema,
  },
  { schema: 'facebookHealthCheckSchema', type: 'FacebookHealthCheck', operations: ['GET /api/facebook/scheduler/health-check 200'], source: healthCheckSchema },
  {
    schema: 'postRunResultSchema',
    type: 'PostRunResult',
    operations: ['POST /api/facebook/scheduler/test 200', 'POST /api/facebook/scheduler/test-weekend 200', 'POST /api/facebook/post-events 200'],
    source: postRunResultSchema,
  },
  { schema: 'tiktokStatusSchema', type: 'TikTokStatus', operations: ['GET /api/tiktok/status 200'], source: tiktokStatusSchema },
  { schema: 'tiktokAuthUrlSchema', type: 'TikTokAuthUrl', operations: ['GET /api/tiktok/auth-url 200'], source: tiktokAuthUrlSchema },
  {
    schema: 'disconnectTikTokAnswerSchema',
    type: 'DisconnectTikTokAnswer',
    operations: ['POST /api/tiktok/disconnect 200'],
    source: disconnectTikTokAnswerSchema,
  },
  { schema: 'strategyAnswerSchema', type: 'StrategyAnswer', operations: ['GET /api/social-media/content-strategy 200'], source: strategyAnswerSchema },
  { schema: 'instagramAnswerSchema', type: 'InstagramAnswer', operations: ['GET /api/social-media/instagram-content 200'], source: instagramAnswerSchema },
  { schema: 'tiktokAnswerSchema', type: 'TikTokAnswer', operations: ['GET /api/social-media/tiktok-scripts 200'], source: tiktokAnswerSchema },
  { schema: 'funnelsAnswerSchema', type: 'FunnelsAnswer', operations: ['GET /api/social-media/traffic-funnels 200'], source: funnelsAnswerSchema },
  { schema: 'promotionAnswerSchema', type: 'PromotionAnswer', operations: ['POST /api/social-media/event-promotion 201'], source: promotionAnswerSchema },
];

export const MARKETING_CONTRACTS: FrontendContract[] = [...NEWSLETTER_CONTRACTS, ...SOCIAL_CONTRACTS];
