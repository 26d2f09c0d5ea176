import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { variationsResponseSchema } from '../../contracts/ai-description.schemas';

export type GenerateVariationsResult = z.infer<typeof variationsResponseSchema>;

/** Writes distinct alternative descriptions; each is kept as its own suggestion. */
export class GenerateVariationsCommand extends Command<GenerateVariationsResult> {
  constructor(
    readonly eventId: string,
    readonly count: number,
  ) {
    super();
  }
}
