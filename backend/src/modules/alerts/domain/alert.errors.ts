import { DomainError } from '../../../platform/domain/domain-error';

export const INVALID_EMAIL = 'Please enter a valid email address.';

export const alertErrors = {
  invalidEmail: () => new DomainError('ALERTS.INVALID_EMAIL', 'invalid', INVALID_EMAIL, { fieldErrors: { email: INVALID_EMAIL } }),
  unknownCategory: (slug: string) =>
    new DomainError('ALERTS.UNKNOWN_CATEGORY', 'invalid', `There is no category “${slug}”.`, { fieldErrors: { 'search.params.category': 'Unknown category' } }),
  badLink: () => new DomainError('ALERTS.BAD_LINK', 'forbidden', 'This link is not valid. Please use the newest link from one of your alert mails.'),
  notFound: () => new DomainError('ALERTS.NOT_FOUND', 'not-found', 'This alert no longer exists.'),
};
