import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { GetNewsletterDashboardQuery } from './get-newsletter-dashboard.query';

@QueryHandler(GetNewsletterDashboardQuery)
export class GetNewsletterDashboardHandler implements IQueryHandler<GetNewsletterDashboardQuery> {
  constructor(
    private readonly subscribers: SubscriberAdminRepository,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute() {
    const [{ byStatus, ...subs }, campaigns] = await Promise.all([this.subscribers.stats(), this.campaigns.stats()]);
    return { stats: { ...subs, ...campaigns }, byStatus };
  }
}
