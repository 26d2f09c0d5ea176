import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

export const confirmAlertResultSchema = z
  .object({
    status: z.enum(['confirmed', 'already-confirmed']),
    message: z.string(),
    label: z.string(),
    /** Site-relative signed link to the address's manage page. */
    managePath: z.string(),
  })
  .strict();
export type ConfirmAlertResult = z.infer<typeof confirmAlertResultSchema>;

export class ConfirmAlertCommand extends Command<ConfirmAlertResult> {
  constructor(
    readonly token: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
