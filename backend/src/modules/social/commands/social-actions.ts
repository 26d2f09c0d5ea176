import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { AuditedActions, AuditOutcome } from '../../../platform/operations/audited-actions';

/**
 * Runs one admin action through its command, audited (`social.<action>`, with the acting admin), also when the
 * command is refused. `describe` picks the message and figures (never a token) for the row.
 */
@Injectable()
export class SocialActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  run<T>(action: string, command: Command<T>, describe: (result: T) => AuditOutcome): Promise<T> {
    return this.audited.run(`social.${action}`, () => this.commands.execute(command), describe);
  }
}
