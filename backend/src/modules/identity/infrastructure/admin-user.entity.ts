import { AdminRole } from '../domain/admin-user.aggregate';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'admin_users' })
export class AdminUserEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') username: string;
  /** canonicalUsername(username): the lookup and uniqueness key. */
  @Column('text', { name: 'username_key' }) usernameKey: string;
  @Column('text', { name: 'password_hash' }) passwordHash: string;
  @Column('text') role: AdminRole;
  @Column('boolean') disabled: boolean;
  @Column('boolean', { name: 'requires_password_change' }) requiresPasswordChange: boolean;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  @Column('integer') version: number;
}
