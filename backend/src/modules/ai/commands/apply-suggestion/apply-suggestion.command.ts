import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { applyResponseSchema } from '../../contracts/ai-description.schemas';

export type ApplySuggestionResult = z.infer<typeof applyResponseSchema>;

/** Puts a suggested text into the event through the events module's update command, at the version it was read at. */
export class ApplySuggestionCommand extends Command<ApplySuggestionResult> {
  constructor(readonly suggestionId: string) {
    super();
  }
}
