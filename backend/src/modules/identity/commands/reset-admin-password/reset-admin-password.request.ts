import { z } from 'zod';
import { requiredText } from '../../http/identity-body.pipe';

export const resetAdminPasswordRequestSchema = z.object({
  temporaryPassword: requiredText('Temporary password is required', 1024),
});
