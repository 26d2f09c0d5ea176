import { AdminApiError, bodyMessage } from './api/admin-client';

/** Spec section 5 and 9: password rules and texts checked before calling the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordChangeProblem({ currentPassword, newPassword, confirmPassword }: PasswordChangeValues): string | null {
  if (!currentPassword) return 'Current password is required';
  if (newPassword !== confirmPassword) return 'New passwords do not match';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'New password must be at least 8 characters long';
  return null;
}

export function passwordResetProblem({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }): string | null {
  if (newPassword !== confirmPassword) return 'Passwords do not match';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}

/** Spec section 8: the server's text, else the fallback; a network failure has its own wording. */
export function passwordFailureMessage(error: unknown, fallback: string, networkMessage = fallback): string {
  if (error instanceof AdminApiError) return error.status === 0 ? networkMessage : bodyMessage(error.body, fallback);
  return networkMessage;
}
