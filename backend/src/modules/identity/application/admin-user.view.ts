import { AdminRole, AdminUser } from '../domain/admin-user.aggregate';

/** What the API shows of an admin: never the hash. */
export interface AdminUserView {
  id: string;
  username: string;
  role: AdminRole;
  disabled: boolean;
  requiresPasswordChange: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

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
