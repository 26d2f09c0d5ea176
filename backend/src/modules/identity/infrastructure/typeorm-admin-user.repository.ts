import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { AdminUserRepository } from '../application/ports/admin-user.repository.port';
import { AdminUser } from '../domain/admin-user.aggregate';
import { UsernameTakenError } from '../domain/identity.errors';
import { AdminUserEntity } from './admin-user.entity';
import { AdminUserMapper } from './admin-user.mapper';
import { canonicalUsername } from '../domain/username';
import { isUniqueViolation } from '../../../platform/database/unique-violation';

@Injectable()
export class TypeOrmAdminUserRepository extends AdminUserRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async findById(id: string, tx?: Transaction): Promise<AdminUser | null> {
    const manager = tx && entityManagerOf(tx);
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await (manager ?? this.db.manager).findOne(AdminUserEntity, {
      where: { id },
      ...(manager ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return row ? AdminUserMapper.toDomain(row) : null;
  }

  async findByUsername(username: string, tx?: Transaction): Promise<AdminUser | null> {
    const manager = tx && entityManagerOf(tx);
    const qb = (manager ?? this.db.manager).createQueryBuilder(AdminUserEntity, 'u').where('u.username_key = :key', { key: canonicalUsername(username) });
    if (manager) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    return row ? AdminUserMapper.toDomain(row) : null;
  }

  async list(): Promise<AdminUser[]> {
    const rows = await this.db.manager.find(AdminUserEntity, { order: { createdAt: 'ASC', username: 'ASC' } });
    return rows.map((r) => AdminUserMapper.toDomain(r));
  }

  count(): Promise<number> {
    return this.db.manager.count(AdminUserEntity);
  }

  async insert(tx: Transaction, user: AdminUser): Promise<void> {
    const manager = entityManagerOf(tx);
    try {
      // A savepoint keeps the caller's transaction usable when the name is taken.
      await manager.transaction((inner) => saveAggregate(inner, user, () => inner.insert(AdminUserEntity, AdminUserMapper.toPersistence(user))));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new UsernameTakenError();
      }
      throw error;
    }
  }

  async save(tx: Transaction, user: AdminUser): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, user, () => manager.save(AdminUserEntity, AdminUserMapper.toPersistence(user)));
  }

  async lockActiveOwnerIds(tx: Transaction): Promise<string[]> {
    const manager = entityManagerOf(tx);
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM admin_users WHERE role = 'owner' AND NOT disabled ORDER BY id FOR UPDATE`);
    return rows.map((r) => r.id);
  }
}
