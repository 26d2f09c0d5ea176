import { Command } from '@nestjs/cqrs';

export class UnsubscribeFromNewsletterCommand extends Command<'unsubscribed' | 'invalid'> {
  constructor(
    readonly token: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
