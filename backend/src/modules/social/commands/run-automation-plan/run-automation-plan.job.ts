import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { RunAutomationPlanCommand } from './run-automation-plan.command';

/**
 * Every five minutes (UK time): a slot is posted within five minutes of its time, and an instance started late still
 * posts a slot up to 55 minutes old. The handler does nothing between slots. JOB_SOCIAL_PLAN_POSTS_CRON to change or `off`.
 */
export const socialPlanPostsJob: ScheduledJob = {
  name: 'social-plan-posts',
  description:
    'Posts the automation plan (Instagram 12:00 and story 18:00, TikTok Mon/Wed/Fri 19:00, X 08:00/14:00/20:00, UK time) while automation is Active.',
  cron: '*/5 * * * *',
  command: () => new RunAutomationPlanCommand(),
};
