import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

/** `alreadySubscribed`: the address is active; `emailDeliveryIssue`: stored, the confirmation mail follows later. */
export const subscribeResultSchema = z
  .object({ message: z.string().min(1), alreadySubscribed: z.literal(true).optional(), emailDeliveryIssue: z.literal(true).optional() })
  .strict();
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

export class SubscribeToNewsletterCommand extends Command<SubscribeResult> {
  constructor(
    readonly email: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
