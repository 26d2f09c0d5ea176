import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/domain/domain-error';
import { OperationsLog } from '../../../platform/operations/operations-log';

export interface Recorded<T> {
  result: T;
  message: string;
  data?: Record<string, unknown>;
}

/** Every staff newsletter action leaves one operations-log row (`newsletter.<action>`), refused ones included. */
@Injectable()
export class NewsletterAdminActions {
  constructor(private readonly operations: OperationsLog) {}

  async run<T>(action: string, data: Record<string, unknown>, work: () => Promise<Recorded<T>>): Promise<T> {
    const kind = `newsletter.${action}`;
    let done: Recorded<T>;
    try {
      done = await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.operations.record(kind, false, { message, data: { ...data, code: error instanceof DomainError ? error.code : undefined } });
      throw error;
    }
    await this.operations.record(kind, true, { message: done.message, data: { ...data, ...done.data } });
    return done.result;
  }
}

export const subscriberNotFound = () => new DomainError('NEWSLETTER.SUBSCRIBER_NOT_FOUND', 'not-found', 'This subscriber no longer exists. Refresh the list.');
export const duplicateEmail = () =>
  new DomainError('NEWSLETTER.DUPLICATE_EMAIL', 'conflict', 'This email address is already on the subscriber list.', {
    fieldErrors: { email: 'Already subscribed' },
  });
export const invalidEmail = () =>
  new DomainError('NEWSLETTER.INVALID_EMAIL', 'invalid', 'Please enter a valid email address.', {
    fieldErrors: { email: 'Please enter a valid email address.' },
  });
