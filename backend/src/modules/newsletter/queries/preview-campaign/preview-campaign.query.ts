import { Query } from '@nestjs/cqrs';
import { RenderedCampaign } from '../../application/campaign-preview';
import { CampaignBody } from '../../application/campaign.schemas';

export class PreviewCampaignQuery extends Query<RenderedCampaign> {
  constructor(readonly body: CampaignBody) {
    super();
  }
}
