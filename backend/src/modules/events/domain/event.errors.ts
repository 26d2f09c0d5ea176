import { DomainError } from '../../../platform/domain/domain-error';

export const eventNotFound = (id: string) => new DomainError('EVENT.NOT_FOUND', 'not-found', `We couldn't find an event with id ${id}.`);

export const invalidEvent = (message: string, field?: string) =>
  new DomainError('EVENT.INVALID', 'invalid', message, field ? { fieldErrors: { [field]: message } } : undefined);

export const eventNotChangeable = (id: string, status: string) =>
  new DomainError('EVENT.NOT_CHANGEABLE', 'conflict', `Event ${id} is ${status} and can no longer be changed. Restore it first.`);

export const eventTransitionNotAllowed = (id: string, message: string) => new DomainError('EVENT.TRANSITION_NOT_ALLOWED', 'conflict', message, { eventId: id });
