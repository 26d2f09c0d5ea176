import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { ValidateAuthenticityCommand } from './validate-authenticity.command';

export const validateAuthenticityJob: ScheduledJob = {
  name: 'validate-authenticity',
  description: 'Scores every event from its official page; removes events under 50 % confidence (restorable).',
  cron: '0 5 * * 1',
  command: () => new ValidateAuthenticityCommand(),
};
