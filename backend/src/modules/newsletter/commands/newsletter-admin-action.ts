import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/domain/domain-error';
import { AuditedActions } from '../../../platform/operations/audited-actions';

export interface Recorded<T> {
  result: T;
  message: string;
  data?: Record<string, unknown>;
}

/** Every staff newsletter action is audited (`newsletter.<action>`), refused ones included. */
@Injectable()
export class NewsletterAdminActions {
  constructor(private readonly audited: AuditedActions) {}

  async run<T>(action: string, data: Record<string, unknown>, work: () => Promise<Recorded<T>>): Promise<T> {
    const done = await this.audited.run(`newsletter.${action}`, work, (d) => ({ message: d.message, data: { ...data, ...d.data } }), data);
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
