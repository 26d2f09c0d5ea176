import { Command } from '@nestjs/cqrs';
import { CampaignSummary } from '../../application/ports/campaign.repository.port';
import { CampaignBody } from '../../application/campaign.schemas';

/** Creates a draft (id null) or changes a draft / scheduled campaign. */
export class SaveCampaignCommand extends Command<CampaignSummary> {
  constructor(
    readonly id: string | null,
    readonly body: CampaignBody,
    readonly origin: 'admin' | 'digest' = 'admin',
  ) {
    super();
  }
}
