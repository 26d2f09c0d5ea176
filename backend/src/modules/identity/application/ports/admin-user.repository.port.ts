import { EntityManager } from 'typeorm';
import { AdminUser } from '../../domain/admin-user.aggregate';

/** Loads inside the caller's transaction lock the row (FOR UPDATE) when a manager is given. */
export abstract class AdminUserRepository {
  abstract findById(id: string, manager?: EntityManager): Promise<AdminUser | null>;
  /** Case-insensitive. */
  abstract findByUsername(username: string, manager?: EntityManager): Promise<AdminUser | null>;
  abstract list(): Promise<AdminUser[]>;
  abstract count(): Promise<number>;
  /** Throws UsernameTakenError when the name exists in any case. */
  abstract insert(manager: EntityManager, user: AdminUser): Promise<void>;
  abstract save(manager: EntityManager, user: AdminUser): Promise<void>;
  /** Ids of active owners, rows locked so two concurrent disables cannot remove the last one. */
  abstract lockActiveOwnerIds(manager: EntityManager): Promise<string[]>;
}
