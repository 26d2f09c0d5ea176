import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { funnelsSchema, instagramSchema, provenanceSchema, strategySchema, tiktokSchema } from '../../application/content/content.schemas';

export type ContentKind = 'strategy' | 'instagram' | 'tiktok' | 'funnels';

/** Spec section 3 answers, each with `success`, the number of catalogue events used and who wrote it. */
const common = { success: z.boolean(), eventsUsed: z.number().int(), ...provenanceSchema };
export const strategyAnswerSchema = z.object({ ...common, strategy: strategySchema });
export const instagramAnswerSchema = z.object({ ...common, content: instagramSchema.shape.content });
export const tiktokAnswerSchema = z.object({ ...common, category: z.string(), scripts: tiktokSchema.shape.scripts });
export const funnelsAnswerSchema = z.object({ ...common, funnels: funnelsSchema.shape.funnels });

export type ContentAnswer =
  z.infer<typeof strategyAnswerSchema> | z.infer<typeof instagramAnswerSchema> | z.infer<typeof tiktokAnswerSchema> | z.infer<typeof funnelsAnswerSchema>;

/** Writes one kind of social content from the real upcoming (and featured, or one category's) events. */
export class GenerateSocialContentCommand extends Command<ContentAnswer> {
  constructor(
    readonly kind: ContentKind,
    readonly category: string | null = null,
  ) {
    super();
  }
}
