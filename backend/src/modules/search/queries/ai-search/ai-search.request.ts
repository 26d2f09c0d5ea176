import { z } from 'zod';
import { limitSchema, pageSchema, searchTextSchema } from '../semantic-search/semantic-search.request';

/** POST /api/ai/search {query, useAI?, page?, limit?} */
export const aiSearchRequestSchema = z.object({
  query: searchTextSchema('query'),
  useAI: z.boolean({ invalid_type_error: 'useAI must be true or false' }).optional(),
  page: pageSchema,
  limit: limitSchema,
});
export type AiSearchRequest = z.infer<typeof aiSearchRequestSchema>;
