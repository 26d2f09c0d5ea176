import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { OperationsLog } from '../../../platform/operations/operations-log';

/** Runs one B2B admin action through its command and leaves one operations-log row (`b2b.<action>`), failures included. */
@Injectable()
export class B2bActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
  ) {}

  async run<T>(action: string, command: Command<T>, describe: (result: T) => { message: string; data?: Record<string, unknown> }): Promise<T> {
    const kind = `b2b.${action}`;
    let result: T;
    try {
      result = await this.commands.execute(command);
    } catch (error) {
      await this.operations.record(kind, false, { message: (error as Error)?.message ?? String(error) });
      throw error;
    }
    await this.operations.record(kind, true, describe(result));
    return result;
  }
}
