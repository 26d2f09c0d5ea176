import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/time/clock';
import { B2bCampaignRepository } from '../../application/ports/b2b-campaign.repository.port';
import { B2bAnalytics } from '../../contracts/b2b-marketing.schemas';
import { B2bAnalyticsQuery } from './b2b-analytics.query';

@QueryHandler(B2bAnalyticsQuery)
export class B2bAnalyticsHandler implements IQueryHandler<B2bAnalyticsQuery> {
  constructor(
    private readonly campaigns: B2bCampaignRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<B2bAnalytics> {
    const t = await this.campaigns.totals(this.clock.now());
    return { ...t, lastCampaignAt: t.lastCampaignAt?.toISOString() ?? null };
  }
}
