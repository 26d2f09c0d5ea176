import { Injectable } from '@nestjs/common';
import { OperationsLog } from '../../../platform/operations/operations-log';

/** Runs one AI admin action and leaves one operations-log row (`ai.<action>`), failures included. */
@Injectable()
export class AiOperations {
  constructor(private readonly operations: OperationsLog) {}

  async run<T>(
    action: string,
    eventId: string | null,
    work: () => Promise<T>,
    describe: (result: T) => { message: string; data: Record<string, unknown> },
    context: Record<string, unknown> = {},
  ): Promise<T> {
    const kind = `ai.${action}`;
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.operations.record(kind, false, { message: (error as Error)?.message ?? String(error), data: { eventId, ...context } });
      throw error;
    }
    const { message, data } = describe(result);
    await this.operations.record(kind, true, { message, data: { eventId, ...context, ...data } });
    return result;
  }
}
