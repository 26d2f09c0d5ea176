/** What a use case hands to the outbox; `idempotencyKey` makes one request produce at most one mail row. */
export interface MailRequest {
  idempotencyKey: string;
  category: MailCategory;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export type MailCategory = 'newsletter' | 'contact' | 'early-access';

/** The caller's open database transaction (a TypeORM EntityManager fits): the mail row commits or rolls back with it. */
export interface MailTransaction {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Queues a mail inside the caller's transaction, so the mail exists if and only if the command committed.
 * The same idempotency key never queues a second copy. Provided by MailModule (DI token).
 */
export abstract class MailOutbox {
  /** Returns the mail's id (the existing one when this idempotency key was already queued). */
  abstract enqueue(transaction: MailTransaction, mail: MailRequest): Promise<string>;
}
