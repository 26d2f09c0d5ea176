import { AdminApiError } from '../../lib/admin/api/admin-client';

/** Spec section 9: a short delay before the dashboard after a successful sign-in. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** Spec section 8: the server's text for answers it gave (wrong credentials, throttling), else the fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) return error.message;
  return 'Login failed. Please try again.';
}
