import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { ScheduledEnhancementCommand } from './scheduled-enhancement.command';

export const scheduledEnhancementJob: ScheduledJob = {
  name: 'scheduled-image-enhancement',
  description: 'Daily: finds better pictures for up to 20 events that need one (applied above confidence 0.6).',
  cron: '40 4 * * *',
  command: () => new ScheduledEnhancementCommand(),
};
