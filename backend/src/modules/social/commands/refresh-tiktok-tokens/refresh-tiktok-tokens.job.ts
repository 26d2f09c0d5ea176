import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { RefreshTikTokTokensCommand } from './refresh-tiktok-tokens.command';

export const refreshTikTokTokensJob: ScheduledJob = {
  name: 'tiktok-token-refresh',
  description: 'Refreshes the TikTok access token before it expires.',
  cron: '15,45 * * * *',
  command: () => new RefreshTikTokTokensCommand(),
};
