import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { EnhancementOptions, enhanceResponseSchema } from '../../contracts/ai-description.schemas';

export type EnhanceDescriptionResult = z.infer<typeof enhanceResponseSchema>;

/** Writes a better description for an event and keeps it as a suggestion (nothing in the catalogue changes). */
export class EnhanceDescriptionCommand extends Command<EnhanceDescriptionResult> {
  constructor(
    readonly eventId: string,
    readonly options: EnhancementOptions,
  ) {
    super();
  }
}
