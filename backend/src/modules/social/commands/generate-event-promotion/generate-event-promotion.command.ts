import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { promotionPostSchema, provenanceSchema } from '../../application/content/content.schemas';
import { PromotionPlatform } from '../../application/content/event-promotion.task';

/** Spec "Promotion result": success, posts[]; each post is also stored as a draft (postId) for the Publishing tab. */
export const promotionAnswerSchema = z.object({
  success: z.boolean(),
  eventId: z.string(),
  posts: z.array(promotionPostSchema.extend({ postId: z.string() })),
  ...provenanceSchema,
});
export type PromotionAnswer = z.infer<typeof promotionAnswerSchema>;

/** Writes one promotion post per platform for a published upcoming event and stores each as an AI draft. */
export class GenerateEventPromotionCommand extends Command<PromotionAnswer> {
  constructor(
    readonly eventId: string,
    readonly platforms: PromotionPlatform[],
  ) {
    super();
  }
}
