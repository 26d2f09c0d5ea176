/**
 * The back office's response contracts (features/admin-*, lib/admin): entries as in frontend-contracts.ts, listed after
 * the public ones, which they may contain.
 */
import type { FrontendContract } from './frontend-contracts';
import {
  analyzeResponseSchema,
  applyResponseSchema,
  enhanceResponseSchema,
  suggestionListSchema,
  suggestionViewSchema,
  usageResponseSchema,
  variationsResponseSchema,
} from '../../backend/src/modules/ai/contracts/ai-description.schemas';
import {
  b2bAnalyticsSchema,
  b2bCampaignListSchema,
  b2bCampaignSchema,
  b2bCompetitorSchema,
  b2bContentSchema,
  b2bInsightsSchema,
  b2bPackageListSchema,
} from '../../backend/src/modules/b2b/contracts/b2b-marketing.schemas';
import {
  discoveryRunListSchema,
  discoveryRunViewSchema,
  discoverySiteListSchema,
  discoverySiteRemovedSchema,
  discoverySiteSchema,
  eventProvenanceSchema,
} from '../../backend/src/modules/discovery/contracts/discovery.schemas';
import {
  bulkAnswerSchema,
  dashboardActionAnswerSchema,
  enhancementPreviewSchema,
  enhancementStatusSchema,
  enhanceThumbnailAnswerSchema,
  imageQualityAnalysisSchema,
  scheduledAnswerSchema,
  uploadAnswerSchema,
  validateAllAnswerSchema,
} from '../../backend/src/modules/images/contracts/image-answers.schema';
import { catalogueStatsSchema, qualityRulesSchema } from '../../backend/src/modules/events/queries/get-catalogue-stats/get-catalogue-stats.query';
import { healthSchema } from '../../backend/src/modules/health/health.schema';
import { adminUserListSchema, adminUserViewSchema } from '../../backend/src/modules/identity/application/admin-user.view';
import { passwordChangedSchema, signInAnswerSchema } from '../../backend/src/modules/identity/http/session-answer';
import { systemStatusViewSchema } from '../../backend/src/modules/identity/queries/system-status/system-status.query';
import { jobStartedSchema } from '../../backend/src/modules/operations/commands/run-job/run-job.command';
import { jobInfoSchema, jobListSchema } from '../../backend/src/modules/operations/queries/list-jobs/list-jobs.query';
import { operationRecordSchema, operationsPageSchema } from '../../backend/src/modules/operations/queries/list-operations/list-operations.query';
import { operationKindsSchema } from '../../backend/src/modules/operations/queries/operation-kinds/operation-kinds.query';
import { savedViewDeletedSchema, savedViewSchema, savedViewsSchema } from '../../backend/src/modules/saved-views/contracts/saved-view';
import {
  authenticityReportSchema,
  deadLinksAnswerSchema,
  enhancedCleanupAnswerSchema,
  websiteCleanupSchema,
} from '../../backend/src/modules/data-quality/commands/clean-websites/cleanup.response';
import { eventActionResultSchema } from '../../backend/src/modules/events/contracts/event-action-result';
import { bulkEventActionResultSchema } from '../../backend/src/modules/events/commands/bulk-event-action/bulk-event-action.command';
import { adminEventAnswerSchema, adminEventDetailsSchema } from '../../backend/src/modules/events/queries/get-admin-event/get-admin-event.query';
import { adminEventPageSchema, adminEventRowSchema } from '../../backend/src/modules/events/queries/list-admin-events/list-admin-events.query';
import { eventHistorySchema } from '../../backend/src/modules/events/queries/get-event-history/get-event-history.query';
import { healthReportSchema } from '../../backend/src/modules/monitoring/queries/website-health-check/website-health-check.response';
import { adminVenueDetailSchema, adminVenueListSchema, venueActionResultSchema } from '../../backend/src/modules/venues/contracts/venue-edit.schema';
import { issuedKeySchema, partnerKeySchema, partnerKeysSchema } from '../../backend/src/modules/partner-api/contracts/partner-key';

/** The single-event lifecycle actions (POST /api/admin/events/{id}/<action>). */
const EVENT_ACTION_PATHS = ['publish', 'feature', 'unfeature', 'expire', 'remove', 'restore', 'schedule-publish', 'cancel-scheduled-publish'];

/** AI description tools (features/admin-ai-enhancement): a stored suggestion is part of every answer. */
const AI_DESCRIPTION_CONTRACTS: FrontendContract[] = [
  { schema: 'aiSuggestionSchema', type: 'AiSuggestion', operations: [], source: suggestionViewSchema },
  { schema: 'aiEnhanceAnswerSchema', type: 'AiEnhanceAnswer', operations: ['POST /api/ai/enhance-description/{id} 200'], source: enhanceResponseSchema },
  { schema: 'aiAnalyzeAnswerSchema', type: 'AiAnalyzeAnswer', operations: ['POST /api/ai/analyze-description/{id} 200'], source: analyzeResponseSchema },
  {
    schema: 'aiVariationsAnswerSchema',
    type: 'AiVariationsAnswer',
    operations: ['POST /api/ai/generate-variations/{id} 200'],
    source: variationsResponseSchema,
  },
  {
    schema: 'aiSuggestionListSchema',
    type: 'AiSuggestionList',
    operations: ['GET /api/admin/ai/events/{eventId}/suggestions 200'],
    source: suggestionListSchema,
  },
  { schema: 'aiApplyAnswerSchema', type: 'AiApplyAnswer', operations: ['POST /api/admin/ai/suggestions/{id}/apply 200'], source: applyResponseSchema },
  { schema: 'aiUsageSchema', type: 'AiUsage', operations: ['GET /api/admin/ai/usage 200'], source: usageResponseSchema },
];

/** B2B marketing (features/admin-b2b). */
const B2B_CONTRACTS: FrontendContract[] = [
  { schema: 'b2bContentSchema', type: 'B2bContent', operations: ['POST /api/b2b-marketing/generate-content 200'], source: b2bContentSchema },
  { schema: 'b2bCampaignSchema', type: 'B2bCampaign', operations: ['POST /api/b2b-marketing/create-campaign 201'], source: b2bCampaignSchema },
  { schema: 'b2bCampaignListSchema', type: 'B2bCampaignList', operations: ['GET /api/b2b-marketing/campaigns 200'], source: b2bCampaignListSchema },
  { schema: 'b2bInsightsSchema', type: 'B2bInsights', operations: ['POST /api/b2b-marketing/industry-insights 200'], source: b2bInsightsSchema },
  { schema: 'b2bCompetitorSchema', type: 'B2bCompetitor', operations: ['POST /api/b2b-marketing/competitor-analysis 200'], source: b2bCompetitorSchema },
  { schema: 'b2bPackageListSchema', type: 'B2bPackageList', operations: ['GET /api/b2b-marketing/packages 200'], source: b2bPackageListSchema },
  { schema: 'b2bAnalyticsSchema', type: 'B2bAnalytics', operations: ['GET /api/b2b-marketing/analytics 200'], source: b2bAnalyticsSchema },
];

/** Event discovery (features/admin-discovery) and an event's provenance (features/admin-events). */
const DISCOVERY_CONTRACTS: FrontendContract[] = [
  {
    schema: 'discoveryRunSchema',
    type: 'DiscoveryRun',
    operations: [
      'GET /api/ai/discovery-runs/{id} 200',
      'POST /api/ai/smart-discovery 202',
      'POST /api/ai/discover-category-events 202',
      'POST /api/ai/discover-region-events 202',
      'POST /api/ai/discover-premium-venues 202',
    ],
    source: discoveryRunViewSchema,
  },
  { schema: 'discoveryRunListSchema', type: 'DiscoveryRunList', operations: ['GET /api/ai/discovery-runs 200'], source: discoveryRunListSchema },
  { schema: 'discoverySiteSchema', type: 'DiscoverySite', operations: ['POST /api/admin/discovery/sites 201'], source: discoverySiteSchema },
  { schema: 'discoverySiteListSchema', type: 'DiscoverySiteList', operations: ['GET /api/admin/discovery/sites 200'], source: discoverySiteListSchema },
  {
    schema: 'discoverySiteRemovedSchema',
    type: 'DiscoverySiteRemoved',
    operations: ['DELETE /api/admin/discovery/sites/{id} 200'],
    source: discoverySiteRemovedSchema,
  },
  { schema: 'eventProvenanceSchema', type: 'EventProvenance', operations: ['GET /api/admin/events/{id}/provenance 200'], source: eventProvenanceSchema },
];

/** Image tools (features/admin-images). */
const IMAGE_CONTRACTS: FrontendContract[] = [
  {
    schema: 'enhancementPreviewSchema',
    type: 'EnhancementPreview',
    operations: ['GET /api/ai/enhancement-preview/{eventId} 200'],
    source: enhancementPreviewSchema,
  },
  {
    schema: 'enhanceThumbnailAnswerSchema',
    type: 'EnhanceThumbnailAnswer',
    operations: ['POST /api/ai/enhance-thumbnail/{eventId} 200'],
    source: enhanceThumbnailAnswerSchema,
  },
  {
    schema: 'bulkImageAnswerSchema',
    type: 'BulkImageAnswer',
    operations: ['POST /api/ai/bulk-enhance-thumbnails 200', 'POST /api/ai/fix-broken-images 200', 'POST /api/ai/conditional-bulk-enhancement 200'],
    source: bulkAnswerSchema,
  },
  {
    schema: 'scheduledEnhancementAnswerSchema',
    type: 'ScheduledEnhancementAnswer',
    operations: ['POST /api/ai/scheduled-enhancement 200'],
    source: scheduledAnswerSchema,
  },
  {
    schema: 'validateAllImagesAnswerSchema',
    type: 'ValidateAllImagesAnswer',
    operations: ['POST /api/ai/validate-all-images 200'],
    source: validateAllAnswerSchema,
  },
  {
    schema: 'imageDashboardActionAnswerSchema',
    type: 'ImageDashboardActionAnswer',
    operations: ['POST /api/admin/replace-unsplash-images 200', 'POST /api/admin/fix-specific-images 200'],
    source: dashboardActionAnswerSchema,
  },
  {
    schema: 'imageQualityAnalysisSchema',
    type: 'ImageQualityAnalysis',
    operations: ['GET /api/ai/image-quality-analysis 200'],
    source: imageQualityAnalysisSchema,
  },
  { schema: 'eventImageUploadSchema', type: 'EventImageUpload', operations: ['POST /api/admin/events/{id}/image 200'], source: uploadAnswerSchema },
  { schema: 'enhancementStatusSchema', type: 'EnhancementStatus', operations: ['GET /api/ai/enhancement-status 200'], source: enhancementStatusSchema },
];

/** Partner API keys (features/admin-users). */
const PARTNER_KEY_CONTRACTS: FrontendContract[] = [
  { schema: 'partnerKeySchema', type: 'PartnerKey', operations: ['POST /api/admin/partner-keys/{id}/revoke 200'], source: partnerKeySchema },
  { schema: 'partnerKeysSchema', type: 'PartnerKeys', operations: ['GET /api/admin/partner-keys 200'], source: partnerKeysSchema },
  { schema: 'issuedKeySchema', type: 'IssuedKey', operations: ['POST /api/admin/partner-keys 201'], source: issuedKeySchema },
];

/** The dashboard, the operations log and saved views (features/admin-dashboard, lib/admin). */
const OPERATIONS_CONTRACTS: FrontendContract[] = [
  { schema: 'adminStatsSchema', type: 'AdminStats', operations: ['GET /api/admin/stats 200'], source: catalogueStatsSchema },
  { schema: 'qualityRulesSchema', type: 'QualityRules', operations: ['GET /api/admin/quality-rules 200'], source: qualityRulesSchema },
  { schema: 'healthSchema', type: 'Health', operations: ['GET /api/health 200'], source: healthSchema },
  { schema: 'systemStatusSchema', type: 'SystemStatus', operations: ['GET /api/admin/system-status 200'], source: systemStatusViewSchema },
  { schema: 'jobSchema', type: 'Job', operations: [], source: jobInfoSchema },
  { schema: 'jobListSchema', type: 'JobList', operations: ['GET /api/admin/jobs 200'], source: jobListSchema },
  { schema: 'jobStartedSchema', type: 'JobStarted', operations: ['POST /api/admin/jobs/{name}/run 202'], source: jobStartedSchema },
  { schema: 'operationSchema', type: 'Operation', operations: [], source: operationRecordSchema },
  { schema: 'operationsPageSchema', type: 'OperationsPage', operations: ['GET /api/admin/operations 200'], source: operationsPageSchema },
  { schema: 'operationKindsSchema', type: 'OperationKinds', operations: ['GET /api/admin/operations/kinds 200'], source: operationKindsSchema },
  { schema: 'savedViewSchema', type: 'SavedView', operations: ['POST /api/admin/saved-views 201'], source: savedViewSchema },
  { schema: 'savedViewsSchema', type: 'SavedViews', operations: ['GET /api/admin/saved-views 200'], source: savedViewsSchema },
  { schema: 'savedViewDeletedSchema', type: 'SavedViewDeleted', operations: ['DELETE /api/admin/saved-views/{id} 200'], source: savedViewDeletedSchema },
];

/** Admin accounts (features/admin-users, features/admin-account). */
const ACCOUNT_CONTRACTS: FrontendContract[] = [
  { schema: 'signInAnswerSchema', type: 'SignInAnswer', operations: ['POST /api/admin/login 200'], source: signInAnswerSchema },
  {
    schema: 'adminUserSchema',
    type: 'AdminUser',
    operations: [
      'POST /api/admin/users 201',
      'POST /api/admin/users/{id}/disable 200',
      'POST /api/admin/users/{id}/enable 200',
      'POST /api/admin/users/{id}/reset-password 200',
      'POST /api/admin/users/{id}/role 200',
    ],
    source: adminUserViewSchema,
  },
  { schema: 'adminUserListSchema', type: 'AdminUserList', operations: ['GET /api/admin/users 200'], source: adminUserListSchema },
  {
    schema: 'passwordChangedSchema',
    type: 'PasswordChanged',
    operations: ['POST /api/admin/change-password 200', 'POST /api/admin/reset-password 200'],
    source: passwordChangedSchema,
  },
];

/** Admin writes on events, an event's history, venues and the website health check (features/admin-events, admin-venues, admin-operations). */
const CATALOGUE_CONTRACTS: FrontendContract[] = [
  { schema: 'adminEventRowSchema', type: 'AdminEventRow', operations: [], source: adminEventRowSchema },
  { schema: 'adminEventsPageSchema', type: 'AdminEventsPage', operations: ['GET /api/admin/events 200'], source: adminEventPageSchema },
  { schema: 'adminEventSchema', type: 'AdminEvent', operations: [], source: adminEventDetailsSchema },
  { schema: 'adminEventDetailSchema', type: 'AdminEventDetail', operations: ['GET /api/admin/events/{id} 200'], source: adminEventAnswerSchema },
  {
    schema: 'eventWriteResultSchema',
    type: 'EventWriteResult',
    operations: ['POST /api/admin/events 201', 'PUT /api/admin/events/{id} 200', ...EVENT_ACTION_PATHS.map((a) => `POST /api/admin/events/{id}/${a} 200`)],
    source: eventActionResultSchema,
  },
  {
    schema: 'bulkEventActionResultSchema',
    type: 'BulkEventActionResult',
    operations: ['POST /api/admin/events/bulk 200'],
    source: bulkEventActionResultSchema,
  },
  { schema: 'eventHistorySchema', type: 'EventHistory', operations: ['GET /api/admin/events/{id}/history 200'], source: eventHistorySchema },
  { schema: 'adminVenueListSchema', type: 'AdminVenueList', operations: ['GET /api/admin/venues 200'], source: adminVenueListSchema },
  { schema: 'adminVenueDetailSchema', type: 'AdminVenueDetail', operations: ['GET /api/admin/venues/{id} 200'], source: adminVenueDetailSchema },
  { schema: 'venueWriteResultSchema', type: 'VenueWriteResult', operations: ['PUT /api/admin/venues/{id} 200'], source: venueActionResultSchema },
  {
    schema: 'authenticityResultSchema',
    type: 'AuthenticityResult',
    operations: ['POST /api/admin/validate-authenticity 200'],
    source: authenticityReportSchema,
  },
  { schema: 'deadLinksResultSchema', type: 'DeadLinksResult', operations: ['POST /api/admin/clean-dead-links 200'], source: deadLinksAnswerSchema },
  { schema: 'cleanupResultSchema', type: 'CleanupResult', operations: ['POST /api/admin/enhanced-cleanup 200'], source: enhancedCleanupAnswerSchema },
  { schema: 'websiteCleanupResultSchema', type: 'WebsiteCleanupResult', operations: ['POST /api/admin/clean-websites 200'], source: websiteCleanupSchema },
  { schema: 'websiteHealthSchema', type: 'WebsiteHealth', operations: ['GET /api/website/health-check 200'], source: healthReportSchema },
];

export const ADMIN_CONTRACTS: FrontendContract[] = [
  ...AI_DESCRIPTION_CONTRACTS,
  ...B2B_CONTRACTS,
  ...DISCOVERY_CONTRACTS,
  ...IMAGE_CONTRACTS,
  ...PARTNER_KEY_CONTRACTS,
  ...OPERATIONS_CONTRACTS,
  ...ACCOUNT_CONTRACTS,
  ...CATALOGUE_CONTRACTS,
];
