import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { ConcurrencyError, DomainError } from '../../../platform/domain/domain-error';
import { AuditedActions } from '../../../platform/operations/audited-actions';
import type { EventActionResult } from '../contracts/event-action-result';

/** What every single-event admin command answers: the event and its stream version after the change. */
export { eventActionResultSchema, type EventActionResult } from '../contracts/event-action-result';

/** What an admin sees when their copy of the event is out of date. */
export function eventVersionConflict(actual: number): DomainError {
  return new DomainError('STREAM.VERSION_CONFLICT', 'conflict', 'Someone else changed this event after you opened it. Reload it and re-apply your changes.', {
    currentVersion: actual,
  });
}

export function asAdminError(error: unknown): unknown {
  if (error instanceof ConcurrencyError) return eventVersionConflict(Number(error.details?.actual ?? 0));
  return error;
}

/**
 * Runs one admin action on one event through its command, audited (`events.<action>`, data {eventId, version}),
 * also when the command is refused.
 */
@Injectable()
export class AdminEventActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  run(action: string, eventId: string | null, command: Command<EventActionResult>): Promise<EventActionResult> {
    return this.audited.run(
      `events.${action}`,
      () => this.commands.execute(command).catch((error: unknown) => Promise.reject(asAdminError(error))),
      (result) => ({ message: `${action} ${result.id}`, data: { eventId: result.id, version: result.version } }),
      { eventId },
    );
  }
}
