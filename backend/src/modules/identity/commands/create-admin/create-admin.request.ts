import { z } from 'zod';
import { requiredText } from '../../http/identity-body.pipe';

export const adminRoleSchema = z.enum(['owner', 'editor', 'marketer'], { errorMap: () => ({ message: 'Role must be owner, editor or marketer' }) });

export const createAdminRequestSchema = z.object({
  username: requiredText('Username is required', 64),
  role: adminRoleSchema,
  temporaryPassword: requiredText('Temporary password is required', 1024),
});
