import { CampaignReport } from '../campaign-report';

export interface CampaignReportData {
  campaign: CampaignReport['campaign'];
  queued: number;
  delivered: number;
  failed: number;
  bounced: number;
  pending: number;
  opened: number;
  clicked: number;
  /** Each recipient's first open and first click. */
  events: Array<{ kind: 'open' | 'click'; at: Date }>;
}

/** What one campaign's report is built from: its outbox rows and recorded first opens and clicks. */
export abstract class CampaignReportReader {
  abstract read(id: string): Promise<CampaignReportData | null>;
}
