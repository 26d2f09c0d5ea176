import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { OperationsLog } from '../../../platform/operations/operations-log';

/**
 * Runs one admin action through its command and leaves one operations-log row (`social.<action>`, with the acting
 * admin), also when the command is refused. `describe` picks the message and figures (never a token) for the row.
 */
@Injectable()
export class SocialActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
  ) {}

  async run<T>(
    action: string,
    command: Command<T>,
    describe: (result: T) => { message: string; data?: Record<string, unknown>; success?: boolean },
  ): Promise<T> {
    const kind = `social.${action}`;
    let result: T;
    try {
      result = await this.commands.execute(command);
    } catch (error) {
      await this.operations.record(kind, false, { message: (error as Error).message ?? String(error) });
      throw error;
    }
    const { success = true, ...outcome } = describe(result);
    await this.operations.record(kind, success, outcome);
    return result;
  }
}
