import { Command } from '@nestjs/cqrs';
import { B2bCampaignView, CreateCampaignRequest } from '../../contracts/b2b-marketing.schemas';

/** Writes and stores a 7-day campaign: one post a day from tomorrow (UK), cycling through the chosen platforms. */
export class CreateB2bCampaignCommand extends Command<B2bCampaignView> {
  constructor(readonly request: CreateCampaignRequest) {
    super();
  }
}
