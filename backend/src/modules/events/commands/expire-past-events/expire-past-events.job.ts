import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { ExpirePastEventsCommand } from './expire-past-events.command';

export const expirePastEventsJob: ScheduledJob = {
  name: 'expire-past-events',
  description: 'Marks published events whose last day has passed as expired.',
  cron: '0 1 * * *',
  command: () => new ExpirePastEventsCommand(),
};
