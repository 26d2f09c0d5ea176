import { B2bCampaignView } from '../contracts/b2b-marketing.schemas';
import { B2bCampaign } from '../domain/b2b-campaign.aggregate';

export function toCampaignView(c: B2bCampaign): B2bCampaignView {
  const s = c.state;
  return {
    id: c.id,
    campaignName: s.campaignName,
    targetAudience: s.targetAudience as B2bCampaignView['targetAudience'],
    platforms: s.platforms as B2bCampaignView['platforms'],
    startDate: s.startDate,
    endDate: s.endDate,
    targetMetrics: s.targetMetrics,
    posts: s.posts.map((p) => ({
      platform: p.platform as B2bCampaignView['platforms'][number],
      targetAudience: p.targetAudience as B2bCampaignView['targetAudience'],
      callToAction: p.callToAction as B2bCampaignView['posts'][number]['callToAction'],
      content: p.content,
      scheduledTime: p.scheduledTime.toISOString(),
    })),
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    provider: s.provider,
    model: s.model,
    fallbackReason: s.fallbackReason,
  };
}
