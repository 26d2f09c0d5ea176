import { AppConfig } from '../config/app-config';
import { JobScheduler, SchedulerSettings } from './job-scheduler';
import { ScheduledJob } from './scheduled-job';

const job = (name: string): ScheduledJob => ({ name, description: name, cron: '0 1 * * *', command: () => ({}) as never });

function scheduler(env: Record<string, string>): JobScheduler {
  // Only configuration is consulted when schedules are not fired in this process.
  const none = null as never;
  return new JobScheduler(none, none, none, AppConfig.fromEnv(env), none, new SchedulerSettings(false), none);
}

describe('job scheduler registration', () => {
  it('stops start-up when an override names no registered job', () => {
    const jobs = scheduler({ JOB_PURGE_SENT_MALE_CRON: '0 2 * * *' });
    jobs.register(job('purge-sent-mail'));
    expect(() => jobs.onApplicationBootstrap()).toThrow(/JOB_PURGE_SENT_MALE_CRON names no job; known jobs: purge-sent-mail/);
  });

  it('refuses a job registered twice or named other than in kebab-case', () => {
    const jobs = scheduler({});
    jobs.register(job('purge-sent-mail'));
    expect(() => jobs.register(job('purge-sent-mail'))).toThrow(/registered twice/);
    expect(() => jobs.register(job('Purge_Mail'))).toThrow(/kebab-case/);
  });
});
