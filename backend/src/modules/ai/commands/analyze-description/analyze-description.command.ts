import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { analyzeResponseSchema } from '../../contracts/ai-description.schemas';

export type AnalyzeDescriptionResult = z.infer<typeof analyzeResponseSchema>;

/** Scores an event's current description from measured properties and keeps the analysis with the event. */
export class AnalyzeDescriptionCommand extends Command<AnalyzeDescriptionResult> {
  constructor(readonly eventId: string) {
    super();
  }
}
