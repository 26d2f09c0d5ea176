import { Transaction } from '../../../../platform/event-log/transaction';
import { AdminUser } from '../../domain/admin-user.aggregate';

/** Loads inside the caller's transaction lock the row (FOR UPDATE) when a tx is given. */
export abstract class AdminUserRepository {
  abstract findById(id: string, tx?: Transaction): Promise<AdminUser | null>;
  /** Case-insensitive. */
  abstract findByUsername(username: string, tx?: Transaction): Promise<AdminUser | null>;
  abstract list(): Promise<AdminUser[]>;
  abstract count(): Promise<number>;
  /** Throws UsernameTakenError when the name exists in any case. */
  abstract insert(tx: Transaction, user: AdminUser): Promise<void>;
  abstract save(tx: Transaction, user: AdminUser): Promise<void>;
  /** Ids of active owners, rows locked so two concurrent disables cannot remove the last one. */
  abstract lockActiveOwnerIds(tx: Transaction): Promise<string[]>;
}
