import { Query } from '@nestjs/cqrs';
import { RecipientOutcome } from '../../application/ports/campaign.repository.port';

export class CampaignRecipientsQuery extends Query<{ items: RecipientOutcome[]; total: number; page: number; limit: number }> {
  constructor(
    readonly id: string,
    readonly status: RecipientOutcome['status'] | null,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
