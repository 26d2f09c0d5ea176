import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

/** The thank-you text and the stored message's id. */
export const contactSentSchema = z.object({ message: z.string().min(1), id: z.string().uuid() }).strict();

export class SendContactMessageCommand extends Command<z.infer<typeof contactSentSchema>> {
  /** `input` is the raw JSON body; a client-sent `captchaAnswer` is never read. */
  constructor(
    readonly input: Record<string, unknown>,
    readonly ip: string,
  ) {
    super();
  }
}
