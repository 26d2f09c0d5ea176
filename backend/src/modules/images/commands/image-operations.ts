import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { OperationsLog } from '../../../platform/operations/operations-log';

/** Runs an image tool's command and leaves one operations-log row (`images.<action>`), failures included. */
@Injectable()
export class ImageOperations {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
  ) {}

  async run<R>(action: string, command: Command<R>, describe: (result: R) => { message: string; data: Record<string, unknown> }): Promise<R> {
    let result!: R;
    await this.operations.track(`images.${action}`, async () => {
      result = await this.commands.execute(command);
      return describe(result);
    });
    return result;
  }
}
