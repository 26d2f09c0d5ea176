import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly operations: OperationsLog) {}

  async execute({ username }: SignOutCommand): Promise<void> {
    await this.operations.record('identity.logout', true, { message: 'Signed out', data: { username } });
  }
}
