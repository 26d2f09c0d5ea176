import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { eventViewSchema } from '../../contracts/event-view';

export const expiredEventAnswerSchema = z
  .object({
    success: z.literal(true),
    event: eventViewSchema,
    alternatives: z.array(eventViewSchema.extend({ similarity_reason: z.string() })).max(6),
  })
  .strict();
export type ExpiredEventAnswer = z.infer<typeof expiredEventAnswerSchema>;

/** A past event with up to six upcoming alternatives (same category and region first). */
export class ExpiredEventQuery extends Query<ExpiredEventAnswer> {
  constructor(readonly id: string) {
    super();
  }
}
