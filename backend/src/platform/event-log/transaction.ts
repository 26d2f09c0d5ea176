/**
 * An open unit-of-work transaction. Domain and application code only pass it on (ports take it), so they stay
 * free of TypeORM; the TypeORM adapters unwrap it with `entityManagerOf` (typeorm-transaction.ts).
 */
export interface Transaction {
  readonly __brand: 'Transaction';
}
