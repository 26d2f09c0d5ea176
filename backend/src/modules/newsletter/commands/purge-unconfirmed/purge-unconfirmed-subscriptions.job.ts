import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { PurgeUnconfirmedSubscriptionsCommand } from './purge-unconfirmed-subscriptions.command';

export const purgeUnconfirmedSubscriptionsJob: ScheduledJob = {
  name: 'purge-unconfirmed-subscriptions',
  description: 'Deletes newsletter sign-ups not confirmed within 30 days.',
  cron: '10 3 * * *',
  command: () => new PurgeUnconfirmedSubscriptionsCommand(),
};
