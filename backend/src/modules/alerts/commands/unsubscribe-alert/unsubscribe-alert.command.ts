import { Command } from '@nestjs/cqrs';

export class UnsubscribeAlertCommand extends Command<{ message: string }> {
  constructor(
    readonly token: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
