import { z } from 'zod';
import { ADMIN_ROLES, AdminRole, AdminUser } from '../domain/admin-user.aggregate';

export const adminRoleSchema = z.enum(ADMIN_ROLES as [AdminRole, ...AdminRole[]]);

/** What the API shows of an admin: never the hash. Also the OpenAPI response schema (/api/docs). */
export const adminUserViewSchema = z
  .object({
    id: z.string().uuid(),
    username: z.string(),
    role: adminRoleSchema,
    disabled: z.boolean(),
    requiresPasswordChange: z.boolean(),
    lastLoginAt: z.string().datetime().nullable(),
    createdAt: z.string().datetime(),
  })
  .strict();
export type AdminUserView = z.infer<typeof adminUserViewSchema>;
export const adminUserListSchema = z.object({ items: z.array(adminUserViewSchema) }).strict();

export function toAdminUserView(user: AdminUser): AdminUserView {
  const s = user.state;
  return {
    id: user.id,
    username: s.username,
    role: s.role,
    disabled: s.disabled,
    requiresPasswordChange: s.requiresPasswordChange,
    lastLoginAt: s.lastLoginAt ? s.lastLoginAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
  };
}
