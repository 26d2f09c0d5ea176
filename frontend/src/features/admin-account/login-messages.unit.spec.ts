import { AdminApiError } from '../../lib/admin/api/admin-client';
import { loginErrorMessage } from './login-messages';

describe('sign-in messages (spec section 8)', () => {
  it('sign-in failures: server wording for 4xx, fallback otherwise', () => {
    expect(loginErrorMessage(new AdminApiError(401, 'Invalid credentials. Please try again.', 'AUTH.INVALID_CREDENTIALS', {}, {}))).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(
      loginErrorMessage(new AdminApiError(429, 'Too many sign-in attempts. Please wait 15 minutes and try again.', 'AUTH.TOO_MANY_ATTEMPTS', {}, {})),
    ).toContain('Too many sign-in attempts');
    expect(loginErrorMessage(new AdminApiError(500, 'boom', undefined, {}, {}))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Login failed. Please try again.');
  });
});
