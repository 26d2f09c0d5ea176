import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { consentCookies, ConsentCookie } from '../../application/consent-cookies';
import { AnswerConsentCommand } from './answer-consent.command';

/** Generous for a person (one answer per visit), tight enough that the endpoint is no cheap request amplifier. */
export const consentLimits = (ip: string) => [{ key: `consent:ip:${ip}`, limit: 20, windowSeconds: 60 }];

/**
 * Nothing is stored on the server: the answer lives in the visitor's own cookies, which the app reads when its
 * localStorage has no answer yet (frontend/src/features/consent/consent.atoms.ts).
 */
@CommandHandler(AnswerConsentCommand)
export class AnswerConsentHandler implements ICommandHandler<AnswerConsentCommand> {
  constructor(private readonly limiter: RateLimiter) {}

  async execute({ accepted, ip, secure }: AnswerConsentCommand): Promise<ConsentCookie[]> {
    await this.limiter.enforce(consentLimits(ip));
    return consentCookies(accepted, secure);
  }
}
