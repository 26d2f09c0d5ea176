import * as z from 'zod/v4-mini';
import { apiPost } from '../../api-client';
import { semanticResultSchema } from './semantic-search';

const aiSearchSchema = z.looseObject({
  ...semanticResultSchema.def.shape,
  explanation: z.nullish(z.string()),
  suggestions: z._default(z.array(z.string()), []),
});
export type AiSearchResult = z.infer<typeof aiSearchSchema>;

/** Mobile Smart Search: POST /api/ai/search {query, useAI}. */
export const aiSearch = async (query: string, useAI = true): Promise<AiSearchResult> =>
  aiSearchSchema.parse(await apiPost('/api/ai/search', { query: query.trim(), useAI }));
