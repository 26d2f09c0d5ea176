import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PurgeOldContactMessagesCommand } from './purge-old-contact-messages.command';

export const purgeOldContactMessagesJob: ScheduledJob = {
  name: 'purge-old-contact-messages',
  description: 'Deletes contact messages older than 2 years and expired verification challenges.',
  cron: '0 3 * * *',
  command: () => new PurgeOldContactMessagesCommand(),
};
