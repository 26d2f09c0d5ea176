import { Aggregate } from '../../../platform/domain/aggregate';
import { B2bEventTypes } from './b2b.events';

export interface CampaignPost {
  platform: string;
  targetAudience: string;
  callToAction: string;
  content: string;
  scheduledTime: Date;
}

export interface B2bCampaignProps {
  campaignName: string;
  targetAudience: string;
  platforms: string[];
  startDate: string;
  endDate: string;
  targetMetrics: { reach: number; engagement: number; leads: number };
  posts: CampaignPost[];
  provider: 'openai' | 'local';
  model: string;
  fallbackReason: string | null;
  createdBy: string;
  createdAt: Date;
}

/** A stored 7-day B2B campaign with its scheduled posts. */
export class B2bCampaign extends Aggregate<B2bCampaignProps> {
  readonly streamType = 'b2b-campaign';

  static create(id: string, props: B2bCampaignProps): B2bCampaign {
    const campaign = new B2bCampaign(id, props, 0);
    campaign.record(B2bEventTypes.CampaignCreated, {
      campaignName: props.campaignName,
      targetAudience: props.targetAudience,
      platforms: props.platforms,
      startDate: props.startDate,
      endDate: props.endDate,
      posts: props.posts.length,
      provider: props.provider,
    });
    return campaign;
  }

  static restore(id: string, props: B2bCampaignProps, version: number): B2bCampaign {
    return new B2bCampaign(id, props, version);
  }
}
