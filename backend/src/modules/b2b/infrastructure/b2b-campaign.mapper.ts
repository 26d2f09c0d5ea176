import { B2bCampaign, CampaignPost } from '../domain/b2b-campaign.aggregate';

export type Row = Record<string, unknown>;

export class B2bCampaignMapper {
  static toDomain(r: Row): B2bCampaign {
    const posts = (r.posts as Array<Omit<CampaignPost, 'scheduledTime'> & { scheduledTime: string }>).map((p) => ({
      ...p,
      scheduledTime: new Date(p.scheduledTime),
    }));
    return B2bCampaign.restore(
      String(r.id),
      {
        campaignName: String(r.campaign_name),
        targetAudience: String(r.target_audience),
        platforms: r.platforms as string[],
        startDate: String(r.start_date),
        endDate: String(r.end_date),
        targetMetrics: r.target_metrics as B2bCampaign['state']['targetMetrics'],
        posts,
        provider: r.provider as 'openai' | 'local',
        model: String(r.model),
        fallbackReason: (r.fallback_reason as string) ?? null,
        createdBy: String(r.created_by),
        createdAt: new Date(r.created_at as string),
      },
      Number(r.version),
    );
  }
}
