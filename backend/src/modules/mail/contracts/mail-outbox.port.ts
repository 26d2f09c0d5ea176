import { Transaction } from '../../../platform/event-log/transaction';

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

export type MailCategory = 'newsletter' | 'contact' | 'early-access' | 'campaign' | 'alert';

/**
 * Queues a mail inside the caller's transaction (from UnitOfWork), so the mail exists if and only if the command committed.
 * The same idempotency key never queues a second copy. Provided by MailModule (DI token).
 */
export abstract class MailOutbox {
  /** Returns the mail's id (the existing one when this idempotency key was already queued). */
  abstract enqueue(transaction: Transaction, mail: MailRequest): Promise<string>;

  /**
   * Queues many mails in one statement (campaign fan-out). Keys already queued are skipped; answers the new rows'
   * ids by idempotency key. `notBefore(i)` spreads the rows over time (a sending rate).
   */
  abstract enqueueMany(transaction: Transaction, mails: MailRequest[], notBefore?: (index: number) => Date): Promise<Map<string, string>>;
}
