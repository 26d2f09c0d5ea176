import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PurgeSentMailCommand } from './purge-sent-mail.command';

export const purgeSentMailJob: ScheduledJob = {
  name: 'purge-sent-mail',
  description: 'Deletes sent mails older than 30 days from the outbound mail log.',
  cron: '20 3 * * *',
  command: () => new PurgeSentMailCommand(),
};
