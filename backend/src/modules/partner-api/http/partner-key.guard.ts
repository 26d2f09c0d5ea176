import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Request, Response } from 'express';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { PartnerKeyStore } from '../application/ports/partner-key.store.port';
import { hashApiKey } from '../domain/api-key';
import { partnerApiErrors } from '../domain/partner-api.errors';

export const API_KEY_HEADER = 'x-api-key';

const invalidKey = () =>
  new UnauthorizedException({
    code: 'PARTNER_API.INVALID_KEY',
    message: 'Send a valid partner API key in the X-Api-Key header. Ask the Festival Finder team for one.',
  });

/**
 * The partner API's gate (the admin guard lets /api/v1 through: public-routes.ts): a live key in X-Api-Key, counted
 * on every request, then the key's own requests-a-minute limit (429 with Retry-After).
 */
@Injectable()
export class PartnerKeyGuard implements CanActivate {
  constructor(
    private readonly keys: PartnerKeyStore,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const presented = req.headers[API_KEY_HEADER];
    if (typeof presented !== 'string' || presented.length === 0 || presented.length > 200) throw invalidKey();
    const key = await this.keys.use(hashApiKey(presented));
    if (!key) throw invalidKey();
    // A fixed window: Retry-After is then exactly the wait until the key's next minute.
    const limit = await this.limiter.hit({ key: `partner-api:${key.id}`, limit: key.requestsPerMinute, windowSeconds: 60, mode: 'fixed' });
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds));
      throw partnerApiErrors.tooManyRequests(limit.retryAfterSeconds);
    }
    // Answers differ by key only in who may see them; revalidate with the ETag rather than reuse blindly.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'X-Api-Key');
    return true;
  }
}
