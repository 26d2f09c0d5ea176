import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../api-client';
import { explainedSmartSearchAnswerSchema, type ExplainedSmartSearchAnswer } from '../api-contracts.gen';

/** The answer: events, the intent as read (the "Search Analysis" tags), `confidence` 0–100, what was relaxed. */
export type ExplainedSmartSearchResult = ExplainedSmartSearchAnswer;
export type ExplainedSmartSearchIntent = ExplainedSmartSearchAnswer['intent'];

/** POST /api/events/search/smart/explained {query, useAI}: the explained Smart Search widget (/ai-discovery, the admin /ai-search) and mobile Smart Search. */
export const explainedSmartSearch = async (
  query: string,
  useAI = true,
  page?: { page: number; limit: number },
  near?: { lat: number; lng: number },
): Promise<ExplainedSmartSearchResult> =>
  explainedSmartSearchAnswerSchema.parse(await apiPost('/api/events/search/smart/explained', { query: query.trim(), useAI, ...page, ...near }));

export const useExplainedSmartSearch = () =>
  useMutation({ mutationFn: ({ query, useAI }: { query: string; useAI?: boolean }) => explainedSmartSearch(query, useAI) });
