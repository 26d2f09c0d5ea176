import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { ConcurrencyError, DomainError } from '../../../platform/domain/domain-error';
import { OperationsLog } from '../../../platform/operations/operations-log';

/** What every single-event admin command answers: the event and its stream version after the change. */
export const eventActionResultSchema = z.object({ id: z.string(), version: z.number().int().min(1) }).strict();
export type EventActionResult = z.infer<typeof eventActionResultSchema>;

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
 * Runs one admin action on one event through its command and leaves one operations-log row
 * (`events.<action>`, data {eventId, version}), also when the command is refused.
 */
@Injectable()
export class AdminEventActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
  ) {}

  async run(action: string, eventId: string | null, command: Command<EventActionResult>): Promise<EventActionResult> {
    const kind = `events.${action}`;
    let result: EventActionResult;
    try {
      result = await this.commands.execute(command);
    } catch (error) {
      const shown = asAdminError(error);
      await this.operations.record(kind, false, { message: (shown as Error).message ?? String(shown), data: { eventId } });
      throw shown;
    }
    await this.operations.record(kind, true, { message: `${action} ${result.id}`, data: { eventId: result.id, version: result.version } });
    return result;
  }
}
