/** Response schemas of the Smart Search and the explained Smart Search (the OpenAPI document is generated from them). */
import { z } from 'zod';
import { eventViewSchema } from '../../events/contracts/event-view';
import { RELAXABLE } from './search-plan';

const relaxedSchema = z
  .array(z.enum(RELAXABLE))
  .describe('Constraints dropped because no event met them all (e.g. ["date", "price"]); empty when every result meets the whole query');
const noticeSchema = z
  .string()
  .nullable()
  .describe('Says plainly what was relaxed, what a price ceiling leaves out and that "near me" needs a location; null when none applies');

export const intentSummarySchema = z
  .object({
    categories: z.array(z.string()),
    locations: z.array(z.string()),
    timeframes: z.array(z.string()),
    mood: z.array(z.string()),
    price: z.object({ free: z.boolean(), maxPounds: z.number().nullable() }).strict().nullable(),
    keywords: z.array(z.string()),
    audience: z.array(z.string()),
    topics: z.array(z.string()),
    /** Accessibility facts every result states 'yes' (filter tokens: step-free, bsl...). */
    access: z.array(z.string()),
  })
  .strict();

/** GET /api/events/search/smart */
export const smartSearchAnswerSchema = z
  .object({
    events: z.array(eventViewSchema),
    total: z.number().int(),
    searchTime: z.number(),
    semantic: z.literal(true),
    intent: intentSummarySchema,
    provider: z.enum(['local', 'openai']),
    relaxed: relaxedSchema,
    notice: noticeSchema,
  })
  .strict();

/** POST /api/events/search/smart/explained */
export const explainedSmartSearchAnswerSchema = z
  .object({
    events: z.array(eventViewSchema),
    total: z.number().int(),
    searchTime: z.number(),
    intent: z
      .object({
        category: z.string().nullable(),
        location: z.string().nullable(),
        mood: z.string().nullable(),
        groupSize: z.string().nullable(),
        keywords: z.array(z.string()),
        when: z.string().nullable(),
        price: z.string().nullable(),
      })
      .strict(),
    explanation: z.string(),
    suggestions: z.array(z.string()).describe('Queries that each find at least one event'),
    confidence: z.number().int().min(0).max(100).describe('How much of the query was understood (badge: above 70, above 40, else low)'),
    relaxed: relaxedSchema,
    notice: noticeSchema,
    provider: z.enum(['local', 'openai']),
  })
  .strict();
