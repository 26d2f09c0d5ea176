import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PublishScheduledEventsCommand } from './publish-scheduled-events.command';

export const publishScheduledEventsJob: ScheduledJob = {
  name: 'publish-scheduled-events',
  description: 'Publishes drafts whose scheduled publish time has come.',
  cron: '* * * * *',
  command: () => new PublishScheduledEventsCommand(),
};
