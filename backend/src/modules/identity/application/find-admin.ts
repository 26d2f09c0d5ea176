import { Transaction } from '../../../platform/event-log/transaction';
import { AdminUser } from '../domain/admin-user.aggregate';
import { AdminNotFoundError } from '../domain/identity.errors';
import { AdminUserRepository } from './ports/admin-user.repository.port';

/** Resolves a target given as an id (HTTP) or a username (CLI), locked in the caller's transaction. */
export async function findAdminOrFail(users: AdminUserRepository, tx: Transaction, target: string): Promise<AdminUser> {
  const byId = /^[0-9a-f-]{36}$/i.test(target) ? await users.findById(target, tx) : null;
  const user = byId ?? (await users.findByUsername(target, tx));
  if (!user) throw new AdminNotFoundError();
  return user;
}
