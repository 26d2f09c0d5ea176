import { z } from 'zod';
import { FOCUSES, LENGTHS, TONES } from './ai-description-options';

export { FOCUSES, LENGTH_WORDS, LENGTHS, TONES, type Focus, type Length, type Tone } from './ai-description-options';

export const enhanceRequestSchema = z
  .object({
    tone: z.enum(TONES).default('exciting'),
    focus: z.enum(FOCUSES).default('music-focused'),
    length: z.enum(LENGTHS).default('medium'),
    includeKeywords: z.boolean().default(true),
  })
  .strict();
export type EnhancementOptions = z.infer<typeof enhanceRequestSchema>;

/** The spec always sends 3; the server accepts 1 to 3 so a client cannot ask for a costly batch. */
export const variationsRequestSchema = z.object({ count: z.number().int().min(1).max(3).default(3) }).strict();

export const analyzeRequestSchema = z.object({}).strict();

const factIssue = z.object({ kind: z.enum(['date', 'price', 'place', 'name', 'time']), text: z.string(), message: z.string() });
export type FactIssueView = z.infer<typeof factIssue>;

/** Who wrote the answer; `fallbackReason` says why OpenAI's answer was not used. */
const provenance = {
  provider: z.enum(['openai', 'local']),
  model: z.string(),
  fallbackReason: z.string().nullable(),
};

export const suggestionViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventVersion: z.number().int(),
  kind: z.enum(['enhancement', 'variation', 'analysis']),
  text: z.string().nullable(),
  status: z.enum(['open', 'flagged', 'applied']),
  factIssues: z.array(factIssue),
  /** The analysis score (0-100); null for texts. */
  score: z.number().int().nullable(),
  ...provenance,
  createdAt: z.string(),
  createdBy: z.string(),
  appliedAt: z.string().nullable(),
  appliedBy: z.string().nullable(),
});
export type SuggestionView = z.infer<typeof suggestionViewSchema>;

export const enhanceResponseSchema = z.object({
  enhancedDescription: z.string(),
  confidence: z.number().min(0).max(1),
  improvements: z.array(z.string()),
  seoKeywords: z.array(z.string()),
  factIssues: z.array(factIssue),
  suggestion: suggestionViewSchema,
  ...provenance,
});

export const measureSchema = z.object({ name: z.string(), value: z.number(), score: z.number(), weight: z.number(), detail: z.string() });

export const analyzeResponseSchema = z.object({
  score: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
  keywords: z.array(z.string()),
  measures: z.array(measureSchema),
  suggestion: suggestionViewSchema,
  ...provenance,
});

export const variationsResponseSchema = z.object({
  variations: z.array(z.string()),
  suggestions: z.array(suggestionViewSchema),
  ...provenance,
});

export const suggestionListSchema = z.object({ items: z.array(suggestionViewSchema) });

export const applyRequestSchema = z.object({}).strict();
export const applyResponseSchema = z.object({ eventId: z.string(), version: z.number().int(), suggestion: suggestionViewSchema });

export const usageResponseSchema = z.object({
  totals: z.array(
    z.object({
      provider: z.string(),
      model: z.string(),
      task: z.string(),
      calls: z.number().int(),
      failures: z.number().int(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      totalTokens: z.number().int(),
    }),
  ),
  recent: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      task: z.string(),
      provider: z.string(),
      model: z.string(),
      outcome: z.enum(['ok', 'failed']),
      error: z.string().nullable(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      totalTokens: z.number().int(),
      durationMs: z.number().int(),
      eventId: z.string().nullable(),
      actor: z.string(),
    }),
  ),
});
