import { Command } from '@nestjs/cqrs';

export interface SubscribeResult {
  message: string;
  alreadySubscribed?: true;
  emailDeliveryIssue?: true;
}

export class SubscribeToNewsletterCommand extends Command<SubscribeResult> {
  constructor(
    readonly email: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
