import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../scheduler/scheduled-job';
import { PurgeRateLimitsCommand } from './purge-rate-limits.command';
import { RateLimiter } from './rate-limiter';

@CommandHandler(PurgeRateLimitsCommand)
export class PurgeRateLimitsHandler implements ICommandHandler<PurgeRateLimitsCommand> {
  constructor(private readonly limiter: RateLimiter) {}

  async execute(): Promise<JobResult> {
    const counters = await this.limiter.purgeExpired();
    return { message: `Deleted ${counters} expired rate-limit counters`, counts: { counters } };
  }
}
