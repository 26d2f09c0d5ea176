import { AdminApiError } from './api/admin-client';
import { passwordChangeProblem, passwordFailureMessage, passwordResetProblem } from './password-rules';

describe('password rules (spec section 5)', () => {
  it('password change: mismatch, then minimum length', () => {
    expect(passwordChangeProblem({ currentPassword: 'old-secret', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe('New passwords do not match');
    expect(passwordChangeProblem({ currentPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' })).toBe(
      'New password must be at least 8 characters long',
    );
    expect(passwordChangeProblem({ currentPassword: 'old-secret', newPassword: 'long enough', confirmPassword: 'long enough' })).toBeNull();
  });

  it('password reset: its own wording', () => {
    expect(passwordResetProblem({ newPassword: 'abcdefgh', confirmPassword: 'other123' })).toBe('Passwords do not match');
    expect(passwordResetProblem({ newPassword: 'short', confirmPassword: 'short' })).toBe('Password must be at least 8 characters long');
    expect(passwordResetProblem({ newPassword: 'long enough', confirmPassword: 'long enough' })).toBeNull();
  });

  it("failures show the server's text, else the spec's fallbacks", () => {
    const server = new AdminApiError(
      400,
      'x',
      undefined,
      {},
      { success: false, error: 'Current password is incorrect', message: 'Current password is incorrect' },
    );
    expect(passwordFailureMessage(server, 'Password change failed', 'Password change failed. Please try again.')).toBe('Current password is incorrect');
    expect(
      passwordFailureMessage(new AdminApiError(500, 'x', undefined, {}, undefined), 'Password change failed', 'Password change failed. Please try again.'),
    ).toBe('Password change failed');
    expect(
      passwordFailureMessage(new AdminApiError(0, 'x', 'NETWORK', {}, undefined), 'Password change failed', 'Password change failed. Please try again.'),
    ).toBe('Password change failed. Please try again.');
  });
});
