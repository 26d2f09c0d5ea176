import { EntityManager } from 'typeorm';
import { Transaction } from './transaction';

/** The one place where the opaque Transaction and TypeORM's transactional EntityManager meet. */
export function asTransaction(manager: EntityManager): Transaction {
  return manager as unknown as Transaction;
}

export function entityManagerOf(tx: Transaction): EntityManager {
  return tx as unknown as EntityManager;
}
