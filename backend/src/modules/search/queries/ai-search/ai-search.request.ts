import { z } from 'zod';
import { BOTH_OR_NEITHER, bothOrNeither, limitSchema, nearFields, pageSchema, searchTextSchema } from '../semantic-search/semantic-search.request';

/** POST /api/ai/search {query, useAI?, page?, limit?, lat?, lng?} */
export const aiSearchRequestSchema = z
  .object({
    query: searchTextSchema('query'),
    useAI: z.boolean({ invalid_type_error: 'useAI must be true or false' }).optional(),
    page: pageSchema,
    limit: limitSchema,
    ...nearFields,
  })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type AiSearchRequest = z.infer<typeof aiSearchRequestSchema>;
