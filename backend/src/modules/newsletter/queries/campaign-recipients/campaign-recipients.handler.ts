import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { campaignNotFound } from '../../commands/save-campaign/save-campaign.handler';
import { CampaignRecipientsQuery } from './campaign-recipients.query';

@QueryHandler(CampaignRecipientsQuery)
export class CampaignRecipientsHandler implements IQueryHandler<CampaignRecipientsQuery> {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute({ id, status, page, limit }: CampaignRecipientsQuery) {
    if (!(await this.campaigns.summary(id))) throw campaignNotFound();
    const { items, total } = await this.campaigns.recipientOutcomes(id, status, limit, (page - 1) * limit);
    return { items, total, page, limit };
  }
}
