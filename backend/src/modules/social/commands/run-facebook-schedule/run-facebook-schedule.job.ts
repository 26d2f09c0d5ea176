import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { RunFacebookScheduleCommand } from './run-facebook-schedule.command';

/**
 * Fires every quarter hour from 08:00 and from 10:00 UK time (the scheduler's cron runs in Europe/London); the handler
 * posts only inside the day's window (08:00–09:00 Monday–Saturday, 10:00–11:00 Sunday) and only once per window, so
 * one cron covers both and an instance started late in a window still posts it.
 */
export const facebookPostsJob: ScheduledJob = {
  name: 'facebook-posts',
  description: 'Posts the next three upcoming festivals to the Facebook page in the UK posting windows (when automation is Active).',
  cron: '*/15 8,10 * * *',
  command: () => new RunFacebookScheduleCommand(),
};
