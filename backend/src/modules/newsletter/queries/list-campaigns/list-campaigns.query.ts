import { Query } from '@nestjs/cqrs';
import { CampaignSummary } from '../../application/ports/campaign.repository.port';

/** Campaign history, newest first, with stored sent / failed / bounced counts. */
export class ListCampaignsQuery extends Query<{ campaigns: CampaignSummary[] }> {}
