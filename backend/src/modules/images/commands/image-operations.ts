import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { AuditedActions } from '../../../platform/operations/audited-actions';

/** Runs an image tool's command, audited (`images.<action>`), failures included. */
@Injectable()
export class ImageOperations {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  run<R>(action: string, command: Command<R>, describe: (result: R) => { message: string; data: Record<string, unknown> }): Promise<R> {
    return this.audited.run(`images.${action}`, () => this.commands.execute(command), describe);
  }
}
