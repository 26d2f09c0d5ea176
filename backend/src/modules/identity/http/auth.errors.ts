import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

/** HTTP-level answers of the admin gate (texts from docs/api-contract.md, "Session and account"). */
export const AuthMessages = {
  unauthenticated: 'Please sign in to continue.',
  csrf: 'Your session security token is missing or out of date. Reload the page and try again.',
  forbidden: 'Your role cannot use this part of the back office. Ask an owner if you need it.',
  passwordChange: 'Change your password before continuing.',
  invalidCredentials: 'Invalid credentials. Please try again.',
} as const;

export const unauthenticated = () => new UnauthorizedException({ code: 'AUTH.UNAUTHENTICATED', message: AuthMessages.unauthenticated });
export const csrfRejected = () => new ForbiddenException({ code: 'AUTH.CSRF', message: AuthMessages.csrf });
export const notForYourRole = () => new ForbiddenException({ code: 'AUTH.FORBIDDEN', message: AuthMessages.forbidden });
export const passwordChangeRequired = () => new ForbiddenException({ code: 'AUTH.PASSWORD_CHANGE_REQUIRED', message: AuthMessages.passwordChange });
export const invalidCredentials = () => new UnauthorizedException({ code: 'AUTH.INVALID_CREDENTIALS', message: AuthMessages.invalidCredentials });
