import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { toCampaignView } from '../../application/campaign.view';
import { B2bCampaignRepository } from '../../application/ports/b2b-campaign.repository.port';
import { ListB2bCampaignsQuery } from './list-campaigns.query';

@QueryHandler(ListB2bCampaignsQuery)
export class ListB2bCampaignsHandler implements IQueryHandler<ListB2bCampaignsQuery> {
  constructor(private readonly campaigns: B2bCampaignRepository) {}

  async execute({ request }: ListB2bCampaignsQuery) {
    const { items, total } = await this.campaigns.list(request.limit, request.offset);
    return { items: items.map(toCampaignView), total };
  }
}
