import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { EarlyAccessFeature } from '../../domain/early-access.features';

/** The same answer for a first and a repeated sign-up. */
export const earlyAccessAnswerSchema = z.object({ message: z.string().min(1) }).strict();

export class RequestEarlyAccessCommand extends Command<z.infer<typeof earlyAccessAnswerSchema>> {
  constructor(
    readonly feature: EarlyAccessFeature,
    readonly email: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
