import { z } from 'zod';
import { requiredText } from '../../http/identity-body.pipe';

export const changePasswordRequestSchema = z.object({
  currentPassword: requiredText('Current password is required', 1024),
  newPassword: requiredText('New password is required', 1024),
});

export const resetOwnPasswordRequestSchema = z.object({
  newPassword: requiredText('New password is required', 1024),
  confirmPassword: requiredText('Please confirm the new password', 1024),
});
