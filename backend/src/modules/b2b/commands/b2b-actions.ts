import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { AuditedActions, AuditOutcome } from '../../../platform/operations/audited-actions';

/** Runs one B2B admin action through its command, audited (`b2b.<action>`), failures included. */
@Injectable()
export class B2bActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  run<T>(action: string, command: Command<T>, describe: (result: T) => AuditOutcome): Promise<T> {
    return this.audited.run(`b2b.${action}`, () => this.commands.execute(command), describe);
  }
}
