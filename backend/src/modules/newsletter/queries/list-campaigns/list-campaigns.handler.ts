import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { ListCampaignsQuery } from './list-campaigns.query';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery> {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute() {
    return { campaigns: await this.campaigns.list(200) };
  }
}
