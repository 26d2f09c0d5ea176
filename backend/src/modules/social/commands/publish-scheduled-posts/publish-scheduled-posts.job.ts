import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PublishScheduledPostsCommand } from './publish-scheduled-posts.command';

/** Every minute: a post is published within a minute of its time (JOB_SOCIAL_SCHEDULED_POSTS_CRON to change or `off`). */
export const socialScheduledPostsJob: ScheduledJob = {
  name: 'social-scheduled-posts',
  description: 'Publishes scheduled social posts (Facebook, Instagram, X) whose time has come, while automation is Active.',
  cron: '* * * * *',
  command: () => new PublishScheduledPostsCommand(),
};
