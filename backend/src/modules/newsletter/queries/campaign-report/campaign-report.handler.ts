import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { bucketActivity, CampaignReport } from '../../application/campaign-report';
import { CampaignReportReader } from '../../application/ports/campaign-report.reader.port';
import { campaignNotFound } from '../../commands/save-campaign/save-campaign.handler';
import { CampaignReportQuery } from './campaign-report.query';

/**
 * One campaign's figures. Opens and clicks are null (not recorded) when it went out with tracking off; unsubscribes are
 * never tied to a campaign (the link is the subscriber's own), so they are always null rather than a made-up 0.
 */
@QueryHandler(CampaignReportQuery)
export class CampaignReportHandler implements IQueryHandler<CampaignReportQuery> {
  constructor(private readonly reader: CampaignReportReader) {}

  async execute({ id }: CampaignReportQuery): Promise<CampaignReport> {
    const d = await this.reader.read(id);
    if (!d) throw campaignNotFound();
    const tracked = d.campaign.tracking;
    const start = d.campaign.startedAt ? new Date(d.campaign.startedAt) : null;
    return {
      campaign: d.campaign,
      figures: {
        sent: d.queued,
        delivered: d.delivered,
        failed: d.failed,
        bounced: d.bounced,
        pending: d.pending,
        opened: tracked ? d.opened : null,
        clicked: tracked ? d.clicked : null,
        unsubscribed: null,
      },
      timeline: tracked && start ? bucketActivity(start, d.events) : [],
    };
  }
}
