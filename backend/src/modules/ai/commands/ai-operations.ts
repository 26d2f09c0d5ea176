import { Injectable } from '@nestjs/common';
import { AuditedActions } from '../../../platform/operations/audited-actions';

/** Runs one AI admin action, audited (`ai.<action>`, with the event and `context`), failures included. */
@Injectable()
export class AiOperations {
  constructor(private readonly audited: AuditedActions) {}

  run<T>(
    action: string,
    eventId: string | null,
    work: () => Promise<T>,
    describe: (result: T) => { message: string; data: Record<string, unknown> },
    context: Record<string, unknown> = {},
  ): Promise<T> {
    return this.audited.run(
      `ai.${action}`,
      work,
      (result) => {
        const { message, data } = describe(result);
        return { message, data: { eventId, ...context, ...data } };
      },
      { eventId, ...context },
    );
  }
}
