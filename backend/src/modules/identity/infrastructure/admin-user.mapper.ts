import { AdminUser } from '../domain/admin-user.aggregate';
import { canonicalUsername } from '../domain/username';
import { AdminUserEntity } from './admin-user.entity';

export class AdminUserMapper {
  static toDomain(row: AdminUserEntity): AdminUser {
    return AdminUser.restore(
      row.id,
      {
        username: row.username,
        passwordHash: row.passwordHash,
        role: row.role,
        disabled: row.disabled,
        requiresPasswordChange: row.requiresPasswordChange,
        lastLoginAt: row.lastLoginAt,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
      row.version,
    );
  }

  static toPersistence(user: AdminUser): AdminUserEntity {
    return { id: user.id, ...user.state, usernameKey: canonicalUsername(user.username), version: user.version };
  }
}
