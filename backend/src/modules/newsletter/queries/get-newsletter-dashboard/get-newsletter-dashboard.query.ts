import { Query } from '@nestjs/cqrs';
import { CampaignStats } from '../../application/ports/campaign.repository.port';
import { NewsletterStats } from '../../application/ports/subscriber-admin.repository.port';

export interface NewsletterDashboard {
  stats: Omit<NewsletterStats, 'byStatus'> & CampaignStats;
  byStatus: NewsletterStats['byStatus'];
}

/** The five stat cards, counted from stored rows. */
export class GetNewsletterDashboardQuery extends Query<NewsletterDashboard> {}
