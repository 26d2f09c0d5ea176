import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { apiPost } from '../../api-client';
import { eventListSchema } from './event.schema';

const tag = z.nullish(z.string());
const words = z._default(z.array(z.string()), []);

/** The query as the AI search read it (the "Search Analysis" tags). */
export const aiSearchIntentSchema = z.looseObject({
  category: tag,
  location: tag,
  mood: tag,
  groupSize: tag,
  keywords: words,
  when: tag,
  price: tag,
});
export type AiSearchIntent = z.infer<typeof aiSearchIntentSchema>;

const aiSearchSchema = z.looseObject({
  events: eventListSchema,
  total: z.optional(z.number()),
  intent: z.nullish(aiSearchIntentSchema),
  explanation: z.nullish(z.string()),
  suggestions: words,
  /** 0–100: how much of the query was understood. */
  confidence: z._default(z.number(), 0),
  /** Constraints dropped because nothing met them all ("date", "price"...). */
  relaxed: words,
  notice: z.nullish(z.string()),
  provider: z.nullish(z.string()),
});
export type AiSearchResult = z.infer<typeof aiSearchSchema>;

/** POST /api/ai/search {query, useAI}: the AI search widget, the admin AI search and mobile Smart Search. */
export const aiSearch = async (
  query: string,
  useAI = true,
  page?: { page: number; limit: number },
  near?: { lat: number; lng: number },
): Promise<AiSearchResult> => aiSearchSchema.parse(await apiPost('/api/ai/search', { query: query.trim(), useAI, ...page, ...near }));

export const useAiSearch = () => useMutation({ mutationFn: ({ query, useAI }: { query: string; useAI?: boolean }) => aiSearch(query, useAI) });
