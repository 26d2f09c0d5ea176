import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeResponseSchema } from '@contracts/ai/ai-description.schemas';
import { adminRequest } from './admin-client';
import { aiKeys } from './ai-query-keys';

/** POST /api/ai/analyze-description/:id (no body): score, strengths, suggestions, keywords and the measures behind them. */
export const analyzeDescription = (eventId: string) =>
  adminRequest(`/api/ai/analyze-description/${encodeURIComponent(eventId)}`, analyzeResponseSchema, { method: 'POST', body: {} });

export function useAnalyzeDescription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analyzeDescription, onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }) });
}
