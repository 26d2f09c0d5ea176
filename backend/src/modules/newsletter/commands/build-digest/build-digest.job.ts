import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { BuildDigestCommand } from './build-digest.command';

export const buildDigestJob: ScheduledJob = {
  name: 'newsletter-digest',
  description: 'Builds the newsletter digest (featured and new events, news) on the Tuesdays the send frequency names.',
  cron: '0 9 * * 2',
  command: () => new BuildDigestCommand(),
};
