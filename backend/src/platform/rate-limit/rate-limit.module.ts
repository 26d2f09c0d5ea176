import { Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';

/** Import where a public write needs limits; the store is the shared PostgreSQL (see rate-limiter.ts). */
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
