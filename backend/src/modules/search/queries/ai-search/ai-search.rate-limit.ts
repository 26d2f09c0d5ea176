import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Request } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { RateLimiter, RateLimitRule } from '../../../../platform/rate-limit/rate-limiter';

/** Each AI search may call OpenAI: 20 a minute and 300 an hour per client IP. */
export const AiSearchLimits = {
  byIp: (ip: string): RateLimitRule[] => [
    { key: `ai-search:ip:${ip}:minute`, limit: 20, windowSeconds: 60 },
    { key: `ai-search:ip:${ip}:hour`, limit: 300, windowSeconds: 3600 },
  ],
};

/** Counts the request against the client's limits before the search runs (429 with Retry-After when over). */
@Injectable()
export class AiSearchRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ip = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    return from(this.limiter.enforce(AiSearchLimits.byIp(ip))).pipe(switchMap(() => next.handle()));
  }
}
