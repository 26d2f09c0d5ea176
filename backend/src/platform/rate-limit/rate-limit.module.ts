import { Module, OnModuleInit } from '@nestjs/common';
import { JobScheduler } from '../scheduler/job-scheduler';
import { PurgeRateLimitsCommand } from './purge-rate-limits.command';
import { PurgeRateLimitsHandler } from './purge-rate-limits.handler';
import { RateLimiter } from './rate-limiter';

/** Import where a public write needs limits; the store is the shared PostgreSQL (see rate-limiter.ts). */
@Module({ providers: [RateLimiter, PurgeRateLimitsHandler], exports: [RateLimiter] })
export class RateLimitModule implements OnModuleInit {
  constructor(private readonly scheduler: JobScheduler) {}

  onModuleInit(): void {
    // Counters past their windows are useless; drop them hourly so the table stays small.
    this.scheduler.register({
      name: 'purge-rate-limits',
      description: 'Deletes rate-limit counters whose time windows have passed.',
      cron: '0 * * * *',
      command: () => new PurgeRateLimitsCommand(),
    });
  }
}
