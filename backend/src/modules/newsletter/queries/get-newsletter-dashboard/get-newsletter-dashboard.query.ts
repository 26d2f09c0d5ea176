import { z } from 'zod';
import { Query } from '@nestjs/cqrs';
import { SUBSCRIPTION_STATUSES } from '../../domain/newsletter-subscription.aggregate';
import { CampaignStats } from '../../application/ports/campaign.repository.port';
import { NewsletterStats } from '../../application/ports/subscriber-admin.repository.port';

export interface NewsletterDashboard {
  stats: Omit<NewsletterStats, 'byStatus'> & CampaignStats;
  byStatus: NewsletterStats['byStatus'];
}

/** The five stat cards, counted from stored rows. */
export class GetNewsletterDashboardQuery extends Query<NewsletterDashboard> {}

export const newsletterDashboardSchema = z.object({
  stats: z.object({
    totalSubscribers: z.number().int(),
    activeSubscribers: z.number().int(),
    totalCampaigns: z.number().int(),
    sentCampaigns: z.number().int(),
    bounceRate: z.number(),
  }),
  byStatus: z.object(Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, z.number().int()]))),
});
