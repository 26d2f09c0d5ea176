import { Command } from '@nestjs/cqrs';

export class SendContactMessageCommand extends Command<{ message: string; id: string }> {
  /** `input` is the raw JSON body; a client-sent `captchaAnswer` is never read. */
  constructor(
    readonly input: Record<string, unknown>,
    readonly ip: string,
  ) {
    super();
  }
}
