import { Module } from '@nestjs/common';
import { PurgeRateLimitsJob } from './purge-rate-limits.job';
import { RateLimiter } from './rate-limiter';

/** Import where a public write needs limits; the store is the shared PostgreSQL (see rate-limiter.ts). */
@Module({ providers: [RateLimiter, PurgeRateLimitsJob], exports: [RateLimiter] })
export class RateLimitModule {}
