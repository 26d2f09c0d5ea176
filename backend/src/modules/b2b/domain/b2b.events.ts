/**
 * B2B streams, payload schema 1. Stream "b2b-campaign" (one per campaign):
 * - B2bCampaignCreated { campaignName, targetAudience, platforms, startDate, endDate, posts, provider }
 */
export const B2bEventTypes = { CampaignCreated: 'B2bCampaignCreated' } as const;
