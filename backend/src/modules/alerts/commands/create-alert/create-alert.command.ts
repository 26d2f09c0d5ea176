import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import type { CreateAlertBody } from './create-alert.request';

/** The same answer whether the address is new, pending or already has this alert (it tells a stranger nothing). */
export const createAlertResultSchema = z.object({ message: z.string(), emailDeliveryIssue: z.literal(true).optional() }).strict();
export type CreateAlertResult = z.infer<typeof createAlertResultSchema>;

export class CreateAlertCommand extends Command<CreateAlertResult> {
  constructor(
    readonly body: CreateAlertBody,
    readonly ip: string,
  ) {
    super();
  }
}
