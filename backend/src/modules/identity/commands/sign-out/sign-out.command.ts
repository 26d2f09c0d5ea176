import { Command } from '@nestjs/cqrs';

/** Records a sign-out; the HTTP layer destroys the session. */
export class SignOutCommand extends Command<void> {
  constructor(readonly username: string) {
    super();
  }
}
