import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PurgeAlertsCommand } from './purge-alerts.command';

export const purgeAlertsJob: ScheduledJob = {
  name: 'purge-alerts',
  description: 'Deletes search alerts never confirmed within 30 days, and addresses not opened for 12 months.',
  cron: '20 3 * * *',
  command: () => new PurgeAlertsCommand(),
};
