import { Command } from '@nestjs/cqrs';
import { CampaignSummary } from '../../application/ports/campaign.repository.port';

export class CancelCampaignCommand extends Command<CampaignSummary> {
  constructor(readonly id: string) {
    super();
  }
}
