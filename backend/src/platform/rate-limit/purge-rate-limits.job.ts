import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { RateLimiter } from './rate-limiter';

/** Counters past their windows are useless; drop them hourly so the table stays small. */
@Injectable()
export class PurgeRateLimitsJob {
  constructor(private readonly limiter: RateLimiter) {}

  @Cron(CronExpression.EVERY_HOUR)
  run(): Promise<number> {
    return this.limiter.purgeExpired();
  }
}
