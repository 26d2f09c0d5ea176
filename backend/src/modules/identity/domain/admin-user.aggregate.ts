import { Aggregate } from '../../../platform/domain/aggregate';
import { AdminUserEventTypes } from './admin-user.events';
import { InvalidUsernameError } from './identity.errors';

/** Owners run everything; editors keep the catalogue; marketers run the newsletter, social and B2B (application/admin-areas.ts). */
export type AdminRole = 'owner' | 'editor' | 'marketer';
export const ADMIN_ROLES: readonly AdminRole[] = ['owner', 'editor', 'marketer'];

export interface AdminUserProps {
  username: string;
  /** argon2id PHC string; never leaves the identity module, never enters an event or a log line. */
  passwordHash: string;
  role: AdminRole;
  disabled: boolean;
  requiresPasswordChange: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;
export const USERNAME_RULE = 'Usernames are 3 to 64 characters: letters, digits, dots, dashes, underscores or @.';

export function checkUsername(username: string): string {
  const trimmed = username.trim();
  if (!USERNAME.test(trimmed)) throw new InvalidUsernameError(USERNAME_RULE);
  return trimmed;
}

/** An admin account. Usernames are unique regardless of case (enforced by the store). */
export class AdminUser extends Aggregate<AdminUserProps> {
  readonly streamType = 'admin-user';

  static create(id: string, input: { username: string; passwordHash: string; role: AdminRole; requiresPasswordChange: boolean }, now: Date): AdminUser {
    const username = checkUsername(input.username);
    const user = new AdminUser(
      id,
      {
        username,
        passwordHash: input.passwordHash,
        role: input.role,
        disabled: false,
        requiresPasswordChange: input.requiresPasswordChange,
        lastLoginAt: null,
        createdAt: now,
        updatedAt: now,
      },
      0,
    );
    user.record(AdminUserEventTypes.Created, {
      username,
      role: input.role,
      requiresPasswordChange: input.requiresPasswordChange,
      createdAt: now.toISOString(),
    });
    return user;
  }

  static restore(id: string, props: AdminUserProps, version: number): AdminUser {
    return new AdminUser(id, props, version);
  }

  get username(): string {
    return this.props.username;
  }
  get role(): AdminRole {
    return this.props.role;
  }
  get isOwner(): boolean {
    return this.props.role === 'owner';
  }
  get isActiveOwner(): boolean {
    return this.isOwner && !this.props.disabled;
  }
  get disabled(): boolean {
    return this.props.disabled;
  }
  get requiresPasswordChange(): boolean {
    return this.props.requiresPasswordChange;
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }

  signedIn(now: Date): void {
    this.props = { ...this.props, lastLoginAt: now, updatedAt: now };
    this.record(AdminUserEventTypes.SignedIn, { at: now.toISOString() });
  }

  /** Own change clears the forced-change flag; an owner's or the CLI's reset sets it (a temporary password). */
  changePassword(passwordHash: string, changedBy: 'self' | 'owner' | 'cli', now: Date): void {
    const requiresPasswordChange = changedBy !== 'self';
    this.props = { ...this.props, passwordHash, requiresPasswordChange, updatedAt: now };
    this.record(AdminUserEventTypes.PasswordChanged, { changedBy, requiresPasswordChange, at: now.toISOString() });
  }

  /** Callers check first that this is not the last active owner (demoting one). */
  changeRole(role: AdminRole, now: Date): void {
    if (this.props.role === role) return;
    const from = this.props.role;
    this.props = { ...this.props, role, updatedAt: now };
    this.record(AdminUserEventTypes.RoleChanged, { from, to: role, at: now.toISOString() });
  }

  /** Callers check first that this is not the last active owner (that needs every owner row). */
  disable(now: Date): void {
    if (this.props.disabled) return;
    this.props = { ...this.props, disabled: true, updatedAt: now };
    this.record(AdminUserEventTypes.Disabled, { at: now.toISOString() });
  }

  enable(now: Date): void {
    if (!this.props.disabled) return;
    this.props = { ...this.props, disabled: false, updatedAt: now };
    this.record(AdminUserEventTypes.Enabled, { at: now.toISOString() });
  }
}
