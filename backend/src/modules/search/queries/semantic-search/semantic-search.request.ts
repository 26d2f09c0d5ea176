import { z } from 'zod';

/** Query text for smart search: trimmed, 1–200 characters. */
export const searchTextSchema = (field: string) =>
  z
    .string({ required_error: `${field} is required: say what you are looking for`, invalid_type_error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} can be at most 200 characters`);

const page = z.coerce
  .number({ invalid_type_error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(1000, 'page can be at most 1000')
  .default(1);
const limit = z.coerce
  .number({ invalid_type_error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(50, 'limit can be at most 50')
  .default(24);

/** GET /api/events/search/semantic?q=&page=&limit= */
export const semanticSearchRequestSchema = z.object({ q: searchTextSchema('q'), page, limit });
export type SemanticSearchRequest = z.infer<typeof semanticSearchRequestSchema>;

/** POST /api/ai/search {query, useAI?, page?, limit?} */
export const aiSearchRequestSchema = z.object({
  query: searchTextSchema('query'),
  useAI: z.boolean({ invalid_type_error: 'useAI must be true or false' }).optional(),
  page,
  limit,
});
export type AiSearchRequest = z.infer<typeof aiSearchRequestSchema>;
