import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { ProcessCampaignsCommand } from './process-campaigns.command';

export const processCampaignsJob: ScheduledJob = {
  name: 'newsletter-campaigns',
  description: 'Starts newsletter campaigns scheduled for now and closes finished sends (counts, bounced subscribers).',
  // Every five minutes: a scheduled campaign starts at most five minutes late, and the operations log is not flooded.
  cron: '*/5 * * * *',
  command: () => new ProcessCampaignsCommand(),
};
