/**
 * Admin-user stream (stream type "admin-user", one stream per admin id), payload schema 1.
 * No password, hash, session id or token ever enters a payload.
 * - AdminUserCreated: { username, role, requiresPasswordChange, createdAt (ISO) }
 * - AdminUserSignedIn: { at (ISO) }
 * - AdminPasswordChanged: { changedBy: "self" | "owner" | "cli", requiresPasswordChange, at (ISO) }
 * - AdminUserRoleChanged: { from, to, at (ISO) }
 * - AdminUserDisabled: { at (ISO) }
 * - AdminUserEnabled: { at (ISO) }
 */
export const AdminUserEventTypes = {
  Created: 'AdminUserCreated',
  SignedIn: 'AdminUserSignedIn',
  PasswordChanged: 'AdminPasswordChanged',
  RoleChanged: 'AdminUserRoleChanged',
  Disabled: 'AdminUserDisabled',
  Enabled: 'AdminUserEnabled',
} as const;
