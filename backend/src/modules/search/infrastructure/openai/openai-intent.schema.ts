/**
 * The JSON schema OpenAI must answer with (structured outputs, strict mode: every property
 * required, no extras, nullable as a type union) and the zod schema we check the answer with.
 */
import { z } from 'zod';
import { REGION_VALUES } from '../../../events/contracts/regions';

export const AUDIENCES = ['family-friendly', 'kids', 'teens', 'adults', 'students'] as const;
export const MOODS = ['chilled', 'lively', 'romantic', 'boutique', 'quirky', 'luxury', 'cultural'] as const;

const stringArray = (description: string, items: Record<string, unknown> = { type: 'string' }) => ({
  type: 'array',
  description,
  items,
});
const nullableBoolean = (description: string) => ({ type: ['boolean', 'null'], description });

/** The answer schema; the category enum is the current category slugs (data, not code). */
export const intentJsonSchema = (categorySlugs: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [
      'categories',
      'places',
      'regions',
      'dateRanges',
      'free',
      'maxPounds',
      'mood',
      'audience',
      'familyFriendly',
      'outdoor',
      'camping',
      'topics',
      'keywords',
      'excludeCategories',
      'excludeRegions',
    ],
    properties: {
      categories: stringArray('Festival categories the visitor asks for.', { type: 'string', enum: [...categorySlugs] }),
      places: {
        type: 'array',
        description: 'UK towns, cities, counties or areas named in the query, as written but spelt correctly.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'near', 'radiusMiles'],
          properties: {
            name: { type: 'string' },
            near: { type: 'boolean', description: 'True for "near", "around", "close to".' },
            radiusMiles: { type: ['number', 'null'], description: 'Only when the visitor gives a distance.' },
          },
        },
      },
      regions: stringArray('Whole UK regions named in the query.', { type: 'string', enum: [...REGION_VALUES] }),
      dateRanges: {
        type: 'array',
        description: 'Each time the visitor mentions, as an inclusive range of UK calendar days.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'from', 'to'],
          properties: {
            label: { type: 'string', description: 'Short label, e.g. "this weekend", "August 2027".' },
            from: { type: 'string', description: 'YYYY-MM-DD' },
            to: { type: 'string', description: 'YYYY-MM-DD' },
          },
        },
      },
      free: { type: 'boolean', description: 'True only when the visitor wants free events.' },
      maxPounds: { type: ['number', 'null'], description: 'Highest ticket price in pounds ("under £50" = 50; "cheap" = 30).' },
      mood: stringArray('Mood words.', { type: 'string', enum: [...MOODS] }),
      audience: stringArray('Who is going.', { type: 'string', enum: [...AUDIENCES] }),
      familyFriendly: nullableBoolean('True when children are coming or family-friendly is asked for.'),
      outdoor: nullableBoolean('True for outdoor/open-air, false for indoor, null if not said.'),
      camping: nullableBoolean('True for camping or glamping, false for day events, null if not said.'),
      topics: stringArray('Narrow subjects inside a category, lower case: "jazz", "cider", "poetry".'),
      keywords: stringArray('Remaining meaningful words, such as an event name ("glastonbury"), lower case, no stop words.'),
      excludeCategories: stringArray('Categories the visitor rules out ("but not comedy").', { type: 'string', enum: [...categorySlugs] }),
      excludeRegions: stringArray('Regions the visitor rules out ("not in Scotland"; "in England" rules out scotland, wales, northern-ireland).', {
        type: 'string',
        enum: [...REGION_VALUES],
      }),
    },
  }) as const;

export const aiIntentSchema = z.object({
  categories: z.array(z.string()).max(10),
  places: z.array(z.object({ name: z.string().min(1).max(80), near: z.boolean(), radiusMiles: z.number().positive().max(500).nullable() })).max(5),
  regions: z.array(z.string()).max(10),
  dateRanges: z.array(z.object({ label: z.string().max(80), from: z.string(), to: z.string() })).max(4),
  free: z.boolean(),
  maxPounds: z.number().positive().max(100_000).nullable(),
  mood: z.array(z.string()).max(7),
  audience: z.array(z.string()).max(5),
  familyFriendly: z.boolean().nullable(),
  outdoor: z.boolean().nullable(),
  camping: z.boolean().nullable(),
  topics: z.array(z.string().max(40)).max(10),
  keywords: z.array(z.string().max(60)).max(10),
  excludeCategories: z.array(z.string()).max(10).default([]),
  excludeRegions: z.array(z.string()).max(10).default([]),
});

export type AiIntent = z.infer<typeof aiIntentSchema>;
