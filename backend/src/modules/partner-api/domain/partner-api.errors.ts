import { DomainError } from '../../../platform/domain/domain-error';

export const partnerApiErrors = {
  keyNotFound: () => new DomainError('PARTNER_API.KEY_NOT_FOUND', 'not-found', 'There is no partner API key with that id.'),
  tooManyRequests: (retryAfterSeconds: number) =>
    new DomainError('PARTNER_API.RATE_LIMITED', 'rate-limited', `This key's requests a minute are used up. Try again in ${retryAfterSeconds} s.`, {
      retryAfterSeconds,
    }),
};
