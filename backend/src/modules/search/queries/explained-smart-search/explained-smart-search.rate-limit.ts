import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Request } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { RateLimiter, RateLimitRule } from '../../../../platform/rate-limit/rate-limiter';

/** Each explained Smart Search may call OpenAI: 20 a minute and 300 an hour per client IP. */
export const ExplainedSmartSearchLimits = {
  byIp: (ip: string): RateLimitRule[] => [
    { key: `explained-smart-search:ip:${ip}:minute`, limit: 20, windowSeconds: 60 },
    { key: `explained-smart-search:ip:${ip}:hour`, limit: 300, windowSeconds: 3600 },
  ],
};

/** Counts the request against the client's limits before the search runs (429 with Retry-After when over). */
@Injectable()
export class ExplainedSmartSearchRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ip = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    return from(this.limiter.enforce(ExplainedSmartSearchLimits.byIp(ip))).pipe(switchMap(() => next.handle()));
  }
}
