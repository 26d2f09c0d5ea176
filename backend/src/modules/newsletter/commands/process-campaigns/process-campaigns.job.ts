import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { ProcessCampaignsCommand } from './process-campaigns.command';

export const processCampaignsJob: ScheduledJob = {
  name: 'newsletter-campaigns',
  description: 'Starts newsletter campaigns scheduled for now and closes finished sends (counts, bounced subscribers).',
  cron: '* * * * *',
  command: () => new ProcessCampaignsCommand(),
};
