import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { SendAlertMailsCommand } from './send-alert-mails.command';

export const sendAlertMailsJob: ScheduledJob = {
  name: 'alert-mails',
  description: 'Queues search-alert mails: instant alerts at most once a day, weekly ones once a week.',
  cron: '*/10 * * * *',
  command: () => new SendAlertMailsCommand(),
};
