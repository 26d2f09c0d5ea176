import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { CheckDeadLinksCommand } from './check-dead-links.command';

export const checkDeadLinksJob: ScheduledJob = {
  name: 'check-dead-links',
  description: 'Checks every event link; clears links that failed on two runs at least a day apart.',
  cron: '0 4 * * *',
  command: () => new CheckDeadLinksCommand(),
};
