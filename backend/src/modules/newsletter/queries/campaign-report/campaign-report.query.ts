import { Query } from '@nestjs/cqrs';
import { CampaignReport } from '../../application/campaign-report';

export class CampaignReportQuery extends Query<CampaignReport> {
  constructor(readonly id: string) {
    super();
  }
}
