import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { RunFacebookScheduleCommand } from './run-facebook-schedule.command';

/**
 * Fires at 08:00 and 10:00 UK time every day (the scheduler's cron runs in Europe/London); the handler posts only
 * when that instant is inside the day's window (08:00 Monday–Saturday, 10:00 Sunday), so one cron covers both.
 */
export const facebookPostsJob: ScheduledJob = {
  name: 'facebook-posts',
  description: 'Posts the next three upcoming festivals to the Facebook page in the UK posting windows (when automation is Active).',
  cron: '0 8,10 * * *',
  command: () => new RunFacebookScheduleCommand(),
};
