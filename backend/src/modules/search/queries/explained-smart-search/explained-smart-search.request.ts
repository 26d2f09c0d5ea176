import { z } from 'zod';
import { BOTH_OR_NEITHER, bothOrNeither, limitSchema, nearFields, pageSchema, searchTextSchema } from '../smart-search/smart-search.request';

/** POST /api/events/search/smart/explained {query, useAI?, page?, limit?, lat?, lng?} */
export const explainedSmartSearchRequestSchema = z
  .object({
    query: searchTextSchema('query'),
    useAI: z.boolean({ invalid_type_error: 'useAI must be true or false' }).optional(),
    page: pageSchema,
    limit: limitSchema,
    ...nearFields,
  })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type ExplainedSmartSearchRequest = z.infer<typeof explainedSmartSearchRequestSchema>;
