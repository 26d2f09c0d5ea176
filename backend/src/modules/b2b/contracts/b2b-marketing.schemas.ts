import { z } from 'zod';
import { B2B_AUDIENCES, B2B_CALLS_TO_ACTION, B2B_CAMPAIGN_DAYS, B2B_PLATFORMS, B2B_TONES } from './b2b-vocabularies';

export { B2B_AUDIENCES, B2B_CALLS_TO_ACTION, B2B_CAMPAIGN_DAYS, B2B_PLATFORMS, B2B_TONES } from './b2b-vocabularies';

const audience = z.enum(B2B_AUDIENCES, { message: `targetAudience must be one of ${B2B_AUDIENCES.join(', ')}` });
const platform = z.enum(B2B_PLATFORMS, { message: `each platform must be one of ${B2B_PLATFORMS.join(', ')}` });

export const generateContentRequestSchema = z
  .object({
    targetAudience: audience,
    contentType: z.enum(B2B_PLATFORMS, { message: `contentType must be one of ${B2B_PLATFORMS.join(', ')}` }),
    tone: z.enum(B2B_TONES, { message: `tone must be one of ${B2B_TONES.join(', ')}` }),
    callToAction: z.enum(B2B_CALLS_TO_ACTION, { message: `callToAction must be one of ${B2B_CALLS_TO_ACTION.join(', ')}` }),
    industryStats: z.boolean().default(true),
    platformBenefits: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  })
  .strict();
export type GenerateContentRequest = z.infer<typeof generateContentRequestSchema>;

export const createCampaignRequestSchema = z
  .object({
    campaignName: z.string().trim().min(1, 'campaignName is empty').max(120, 'campaignName: at most 120 characters'),
    targetAudience: audience,
    platforms: z.array(platform).min(1, 'select at least one platform').max(B2B_PLATFORMS.length),
    duration: z.literal(B2B_CAMPAIGN_DAYS, { errorMap: () => ({ message: `duration must be ${B2B_CAMPAIGN_DAYS} (days)` }) }).default(B2B_CAMPAIGN_DAYS),
  })
  .strict();
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

export const industryInsightsRequestSchema = z.object({ targetAudience: audience }).strict();
export type IndustryInsightsRequest = z.infer<typeof industryInsightsRequestSchema>;

const aiMeta = { provider: z.enum(['openai', 'local']), model: z.string(), fallbackReason: z.string().nullable() };

export const b2bContentSchema = z.object({
  content: z.string(),
  hashtags: z.array(z.string()),
  imagePrompt: z.string(),
  engagementHooks: z.array(z.string()),
  ...aiMeta,
});
export type B2bContentView = z.infer<typeof b2bContentSchema>;

export const b2bCampaignPostSchema = z.object({
  platform: z.enum(B2B_PLATFORMS),
  targetAudience: z.enum(B2B_AUDIENCES),
  callToAction: z.enum(B2B_CALLS_TO_ACTION),
  content: z.string(),
  scheduledTime: z.string().datetime(),
});

export const b2bCampaignSchema = z.object({
  id: z.string().uuid(),
  campaignName: z.string(),
  targetAudience: z.enum(B2B_AUDIENCES),
  platforms: z.array(z.enum(B2B_PLATFORMS)),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Figures the campaign is measured against; reach is the upcoming events it can feature, never a guess. */
  targetMetrics: z.object({ reach: z.number().int(), engagement: z.number().int(), leads: z.number().int() }),
  posts: z.array(b2bCampaignPostSchema),
  createdBy: z.string(),
  createdAt: z.string().datetime(),
  ...aiMeta,
});
export type B2bCampaignView = z.infer<typeof b2bCampaignSchema>;

export const b2bCampaignListSchema = z.object({ items: z.array(b2bCampaignSchema), total: z.number().int() });

export const b2bInsightsSchema = z.object({
  painPoints: z.array(z.string()),
  solutions: z.array(z.string()),
  caseStudies: z.array(z.string()),
  ...aiMeta,
});
export type B2bInsightsView = z.infer<typeof b2bInsightsSchema>;

export const b2bCompetitorSchema = z.object({
  competitors: z.array(z.string()),
  differentiators: z.array(z.string()),
  positioning: z.string(),
  ...aiMeta,
});
export type B2bCompetitorView = z.infer<typeof b2bCompetitorSchema>;

export const b2bPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  pricePence: z.number().int(),
  priceLabel: z.string(),
  eventsLabel: z.string(),
  maxEvents: z.number().int().nullable(),
  popular: z.boolean(),
});
export const b2bPackageListSchema = z.object({ items: z.array(b2bPackageSchema) });
export type B2bPackage = z.infer<typeof b2bPackageSchema>;

const countRow = z.object({ key: z.string(), campaigns: z.number().int(), posts: z.number().int() });
export const b2bAnalyticsSchema = z.object({
  campaigns: z.number().int(),
  postsScheduled: z.number().int(),
  /** Posts whose scheduled time is still ahead. */
  postsUpcoming: z.number().int(),
  byAudience: z.array(countRow),
  byPlatform: z.array(countRow),
  lastCampaignAt: z.string().datetime().nullable(),
});
export type B2bAnalytics = z.infer<typeof b2bAnalyticsSchema>;
