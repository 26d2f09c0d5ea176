import { z } from 'zod';

/** Answers of the image tools (spec section 7 "AI images"), listed once for the OpenAPI document and the types. */
export const enhancementSourceSchema = z.enum(['event-specific', 'organiser-branded', 'category-enhanced']);

export const enhancementPreviewSchema = z
  .object({
    eventId: z.string(),
    source: enhancementSourceSchema,
    confidence: z.number().min(0).max(1),
    currentImage: z.string().nullable(),
    suggestedImage: z.string(),
    reasoning: z.string(),
    changes: z.boolean(),
    currentScore: z.number().int().nullable(),
  })
  .strict();

export const outcomeSchema = z.object({ eventId: z.string(), status: z.enum(['enhanced', 'skipped', 'error']), message: z.string() }).strict();

export const enhanceThumbnailAnswerSchema = z
  .object({
    eventId: z.string(),
    enhanced: z.boolean(),
    message: z.string(),
    enhancement: z
      .object({
        source: enhancementSourceSchema,
        confidence: z.number(),
        previousImage: z.string().nullable(),
        newImage: z.string().nullable(),
        reasoning: z.string(),
      })
      .strict()
      .nullable(),
  })
  .strict();

export const bulkAnswerSchema = z
  .object({ enhanced: z.number().int(), skipped: z.number().int(), errors: z.number().int(), results: z.array(outcomeSchema) })
  .strict();

export const scheduledAnswerSchema = z
  .object({ processed: z.number().int(), enhanced: z.number().int(), skipped: z.number().int(), errors: z.number().int() })
  .strict();

export const validateAllAnswerSchema = z
  .object({ total: z.number().int(), preserved: z.number().int(), fixed: z.number().int(), analysed: z.number().int() })
  .strict();

export const dashboardActionAnswerSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    checked: z.number().int(),
    replaced: z.number().int(),
    skipped: z.number().int(),
    errors: z.number().int(),
  })
  .strict();

const analysedImageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    evaluation: z.object({ reason: z.string(), score: z.number().int().min(0).max(100) }).strict(),
  })
  .strict();

export const imageQualityAnalysisSchema = z
  .object({
    summary: z
      .object({
        preserved: z.number().int(),
        needsEnhancement: z.number().int(),
        problematic: z.number().int(),
        totalEvents: z.number().int(),
        withoutImage: z.number().int(),
        awaitingAnalysis: z.number().int(),
      })
      .strict(),
    preserved: z.array(analysedImageSchema),
    problematic: z.array(analysedImageSchema),
    analysedAt: z.string().nullable(),
  })
  .strict();

export const enhancementStatusSchema = z
  .object({ totalEvents: z.number().int(), needingEnhancement: z.number().int(), alreadyEnhanced: z.number().int(), enhancementPercentage: z.number().int() })
  .strict();

/** An uploaded event image: the event's new version and the stored files. */
export const uploadAnswerSchema = z
  .object({ id: z.string(), version: z.number().int(), imageUrl: z.string(), widths: z.array(z.number().int()), sources: z.array(z.string()) })
  .strict();

export type EnhancementPreviewAnswer = z.infer<typeof enhancementPreviewSchema>;
export type ImageQualityAnalysis = z.infer<typeof imageQualityAnalysisSchema>;
export type EnhancementStatus = z.infer<typeof enhancementStatusSchema>;
