import { Command } from '@nestjs/cqrs';

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

export class ConfirmNewsletterSubscriptionCommand extends Command<ConfirmResult> {
  constructor(
    readonly token: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
