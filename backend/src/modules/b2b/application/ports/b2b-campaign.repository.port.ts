import { Transaction } from '../../../../platform/event-log/transaction';
import { B2bCampaign } from '../../domain/b2b-campaign.aggregate';

export interface CampaignTotals {
  campaigns: number;
  postsScheduled: number;
  postsUpcoming: number;
  byAudience: Array<{ key: string; campaigns: number; posts: number }>;
  byPlatform: Array<{ key: string; campaigns: number; posts: number }>;
  lastCampaignAt: Date | null;
}

export abstract class B2bCampaignRepository {
  abstract add(tx: Transaction, campaign: B2bCampaign): Promise<void>;
  abstract list(limit: number, offset: number): Promise<{ items: B2bCampaign[]; total: number }>;
  abstract totals(now: Date): Promise<CampaignTotals>;
}
