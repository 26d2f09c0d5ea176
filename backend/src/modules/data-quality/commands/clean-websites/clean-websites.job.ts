import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { CleanWebsitesCommand } from './clean-websites.command';

export const cleanWebsitesJob: ScheduledJob = {
  name: 'clean-websites',
  description: 'Moves event links to https where it answers; clears parked-domain and malformed links.',
  cron: '30 4 * * 1',
  command: () => new CleanWebsitesCommand(),
};
