import { z } from 'zod';
import { REGION_VALUES } from '../../events/contracts/regions';

/** What an embed may ask for (the iframe page's query; the web component's attributes mean the same). */
export const EMBED_MAX_LIMIT = 20;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const embedOptionsSchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200, 'search can be at most 200 characters').optional()),
  category: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(60, 'category can be at most 60 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a category slug such as "music" or "folk"')
      .optional(),
  ),
  region: z.preprocess(
    blankToUndefined,
    z.enum(REGION_VALUES as [string, ...string[]], { errorMap: () => ({ message: `region must be one of: ${REGION_VALUES.join(', ')}` }) }).optional(),
  ),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EMBED_MAX_LIMIT, `limit can be at most ${EMBED_MAX_LIMIT}`)
    .default(6),
  theme: z.enum(['light', 'dark'], { errorMap: () => ({ message: 'theme must be light or dark' }) }).default('light'),
});
export type EmbedOptions = z.infer<typeof embedOptionsSchema>;
